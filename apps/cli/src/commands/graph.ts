// `skill-kit graph <entry.ts> [--format mermaid|dot] [-o file]`: draws a skill's workflow.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { CommandSpec } from "@skill-kit/node";
import { runEntryCommand } from "./entry-command.js";

const spec = {
  command: "graph",
  operands: "<entry.ts>",
  summary:
    "Draw a skill's workflow: steps, transitions with their conditions, loops and their limits,\nsub-skills and topics. Printed on stdout unless -o is given.",
  flags: [
    { name: "format", value: "format", choices: ["mermaid", "dot"], description: "The diagram language (default: mermaid)." },
    { name: "out", short: "o", value: "file", description: "Write the diagram to <file> instead of stdout." },
  ],
} as const satisfies CommandSpec;

export function run(args: readonly string[]): Promise<number> {
  return runEntryCommand(spec, args, async ({ parsed, entry }) => {
    // Loaded only now, so --help and usage errors answer at once.
    const [{ tryLoadEntry }, { graphOf, toDot, toMermaid }] = await Promise.all([
      import("@skill-kit/builder"),
      import("@skill-kit/lint"),
    ]);
    const loaded = await tryLoadEntry(entry);
    if (!loaded.ok) {
      process.stderr.write(`error: ${loaded.message}\n`);
      return 1;
    }
    const graph = graphOf(loaded.definition);
    const text = parsed.value("format") === "dot" ? toDot(graph) : toMermaid(graph);
    const out = parsed.value("out");
    if (out === undefined) {
      process.stdout.write(text);
      return 0;
    }
    try {
      writeFileSync(resolve(out), text);
    } catch (error) {
      process.stderr.write(`error: could not write ${out}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
    process.stderr.write(`wrote ${out}\n`);
    return 0;
  });
}
