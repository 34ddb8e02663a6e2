// `skill-kit check <entry.ts> [--json]`: lints a skill source; exit 1 when any rule reports an error.
import { dirname, resolve } from "node:path";
import type { CommandSpec } from "@skill-kit/node";
import { noTypecheckFlag, runEntryCommand } from "./entry-command.js";

const spec = {
  command: "check",
  operands: "<entry.ts>",
  summary:
    "Lint a skill source: its step graph, prompts, references and the SKILL.md the build will write.\nDiagnostics go to stderr; exit 1 when any is an error.",
  flags: [{ name: "json", description: "Print the diagnostics as a JSON array on stdout instead." }, noTypecheckFlag],
} as const satisfies CommandSpec;

export function run(args: readonly string[]): Promise<number> {
  return runEntryCommand(spec, args, async ({ parsed, entry }) => {
    // Loaded only now, so --help and usage errors answer at once.
    const [{ startTypecheck, tryLoadEntry }, { checkReport, checkSkill, hasErrors }] = await Promise.all([
      import("@skill-kit/builder"),
      import("@skill-kit/lint"),
    ]);
    if (!parsed.has("no-typecheck")) {
      const checked = await startTypecheck(entry, { color: process.stderr.isTTY });
      if (!checked.ok) {
        process.stderr.write(checked.report);
        return 1;
      }
    }
    const loaded = await tryLoadEntry(entry);
    if (!loaded.ok) {
      process.stderr.write(`error: ${loaded.message}\n`);
      return 1;
    }
    const { definition } = loaded;
    const json = parsed.has("json");
    if (definition.kind === "reference") {
      if (json) process.stdout.write("[]\n");
      process.stderr.write(`${definition.name} is a reference skill: there are no lint rules for reference skills\n`);
      return 0;
    }
    const diagnostics = checkSkill(definition, dirname(resolve(entry)));
    if (json) process.stdout.write(`${JSON.stringify(diagnostics, null, 2)}\n`);
    else process.stderr.write(checkReport(definition.name, diagnostics));
    return hasErrors(diagnostics) ? 1 : 0;
  });
}
