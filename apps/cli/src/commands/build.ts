// `skill-kit build <entry.ts> -o <dir>`: a distributable agentskills.io skill folder.
import {
  build,
  BuildError,
  buildReport,
  EntryError,
  knownServerParts,
  knownTargets,
  parseServerParts,
  parseTargets,
  startTypecheck,
} from "@skill-kit/builder";
import { diagnosticLine } from "@skill-kit/lint";
import { UsageError } from "@skill-kit/primitives";
import type { CommandSpec } from "@skill-kit/node";
import { noTypecheckFlag, runEntryCommand } from "./entry-command.js";

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
    {
      name: "with",
      value: "parts",
      description: `Node: also put server-only parts in bin/ (${knownServerParts.join(", ")}; comma-separated or repeated). http: \`mcp --http\`; stores: \`--store postgres://…|redis://…\`. Default: none; a skill asked for a part it lacks names this flag.`,
    },
    { name: "targets", value: "a,b", description: `Bun targets: ${knownTargets.join(", ")} (default: darwin-arm64,linux-x64).` },
    { name: "single", description: "Bun: build only for this machine." },
    { name: "diagram", description: "Embed a Mermaid diagram of the workflow in SKILL.md." },
    { name: "json", description: "Print a JSON summary on stdout." },
    noTypecheckFlag,
  ],
} as const satisfies CommandSpec;

export function run(args: readonly string[]): Promise<number> {
  return runEntryCommand(spec, args, async ({ parsed, entry }) => {
    const outDir = parsed.value("out");
    if (outDir === undefined) throw new UsageError("-o <outdir> is required");
    const targetsFlag = parsed.value("targets");
    const targets = targetsFlag === undefined ? undefined : parseTargets(targetsFlag);
    const withFlags = parsed.values("with");
    const serverParts = withFlags.length === 0 ? [] : parseServerParts(withFlags.join(","));
    const mode = parsed.value("mode") === "bun" ? "bun" : "node";
    if (mode === "bun" && serverParts.length > 0)
      throw new UsageError("--with applies to --mode node: a Bun executable carries every part already");
    const tty = process.stderr.isTTY;
    const write = (text: string): boolean => process.stderr.write(text);
    // The type check runs beside the build, which writes nothing until it passes.
    const typecheck = parsed.has("no-typecheck") ? undefined : startTypecheck(entry, { color: tty });
    try {
      const result = await build(entry, {
        outDir,
        mode,
        serverParts,
        protocol: parsed.value("protocol") === "stateless" ? "stateless" : "session",
        single: parsed.has("single"),
        diagram: parsed.has("diagram"),
        ...(targets === undefined ? {} : { targets }),
        ...(typecheck === undefined ? {} : { typecheck }),
        ...(tty ? { onProgress: (message: string) => process.stderr.write(`… ${message}\n`) } : {}),
      });
      process.stderr.write(buildReport(result, { json: parsed.has("json") }));
      if (parsed.has("json")) process.stdout.write(`${JSON.stringify({ ok: true, ...result })}\n`);
      return 0;
    } catch (error) {
      // Type errors first, as when the check ran before the build: they are often why it failed.
      const checked = await typecheck;
      if (checked?.ok === false) {
        write(checked.report);
        return 1;
      }
      if (BuildError.isInstance(error)) {
        process.stderr.write([...error.diagnostics.map(diagnosticLine), `error: ${error.message}`, ""].join("\n"));
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
  });
}
