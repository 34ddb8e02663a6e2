// `skill-kit build <entry.ts> -o <dir>`: a distributable agentskills.io skill folder.
import { build, BuildError, EntryError, knownTargets, type BuildResult, type Target } from "@skill-kit/builder";
import { diagnosticLine, type Diagnostic } from "@skill-kit/lint";
import { UsageError } from "@skill-kit/primitives";
import { entryOperand, printedHelp, parseCommand, type CommandSpec } from "@skill-kit/command-line";
import { typechecks } from "./typecheck-step.js";

const spec = {
  command: "build",
  operands: "<entry.ts>",
  summary:
    "Build a skill source into a folder with SKILL.md, package.json, scripts/run and bin/.\nLint errors stop the build; warnings are printed.",
  flags: [
    { name: "out", short: "o", value: "dir", description: "The output folder (required)." },
    {
      name: "mode",
      value: "mode",
      choices: ["node", "bun"],
      description: "node: an esbuild bundle for Node >= 20 (default); bun: standalone executables.",
    },
    {
      name: "protocol",
      value: "protocol",
      choices: ["session", "stateless"],
      description: "Which CLI recipe SKILL.md teaches first (default: session).",
    },
    { name: "targets", value: "a,b", description: `Bun targets: ${knownTargets.join(", ")} (default: darwin-arm64,linux-x64).` },
    { name: "single", description: "Bun: build only for this machine." },
    { name: "diagram", description: "Embed a Mermaid diagram of the workflow in SKILL.md." },
    { name: "json", description: "Print a JSON summary on stdout." },
    { name: "no-typecheck", description: "Skip the type check of the entry (TypeScript, with the nearest tsconfig.json)." },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const entry = entryOperand(spec, parsed);
  const outDir = parsed.value("out");
  if (outDir === undefined) throw new UsageError("-o <outdir> is required");
  const targets = parseTargets(parsed.value("targets"));
  if (!parsed.has("no-typecheck") && !(await typechecks(entry))) return 1;
  const tty = process.stderr.isTTY;
  try {
    const result = await build(entry, {
      outDir,
      mode: parsed.value("mode") === "bun" ? "bun" : "node",
      protocol: parsed.value("protocol") === "stateless" ? "stateless" : "session",
      single: parsed.has("single"),
      diagram: parsed.has("diagram"),
      ...(targets === undefined ? {} : { targets }),
      ...(tty ? { onProgress: (message: string) => process.stderr.write(`… ${message}\n`) } : {}),
    });
    report(result, parsed.has("json"));
    return 0;
  } catch (error) {
    if (BuildError.isInstance(error)) {
      printDiagnostics(error.diagnostics);
      process.stderr.write(`error: ${error.message}\n`);
      if (parsed.has("json"))
        process.stdout.write(`${JSON.stringify({ ok: false, error: error.message, diagnostics: error.diagnostics })}\n`);
      return 1;
    }
    if (EntryError.isInstance(error)) {
      process.stderr.write(`error: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

function parseTargets(text: string | undefined): Target[] | undefined {
  if (text === undefined) return undefined;
  const targets = text
    .split(",")
    .map((target) => target.trim())
    .filter(Boolean);
  const known: readonly string[] = knownTargets;
  const unknown = targets.filter((target) => !known.includes(target));
  if (unknown.length > 0) throw new UsageError(`unknown --targets ${unknown.join(", ")}; known: ${knownTargets.join(", ")}`);
  return knownTargets.filter((target) => targets.includes(target));
}

function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) process.stderr.write(`${diagnosticLine(diagnostic)}\n`);
}

function report(result: BuildResult, json: boolean): void {
  printDiagnostics(result.diagnostics);
  for (const warning of result.warnings) process.stderr.write(`warning: ${warning}\n`);
  if (json) process.stdout.write(`${JSON.stringify({ ok: true, ...result })}\n`);
  else
    process.stderr.write(`Build complete: ${result.name} ${result.version} → ${result.outDir}\n  ${result.files.join("\n  ")}\n`);
}
