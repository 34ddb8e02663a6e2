// The source of a Node build's step program (bin/<name>.main.cjs): the skill and `main`, with `mcp`
// requiring `./mcp.cjs` and `--store postgres://…|redis://…` requiring `./run-stores.cjs` after
// sharing the program's packages. Without the stores part, `--store` of a database says how to
// rebuild instead. The build's code-cache run asks for the warm-up calls instead (see `warmUp`).
import { fileURLToPath } from "node:url";
import { warmUpKey } from "./code-cache.js";
import { leftOutMessage } from "./server-parts.js";

/** An installed package's entry, as a string literal for an import in generated source. */
export const resolved = (specifier: string): string => JSON.stringify(fileURLToPath(import.meta.resolve(specifier)));

const share = '    globalThis[Symbol.for("skill-kit.shared")] = shared;';

export function stepProgramSource(input: {
  readonly entry: string;
  readonly schemas: Readonly<Record<string, unknown>>;
  readonly stores: boolean;
}): string {
  const openStore = input.stores
    ? [
        "  openStore: (spec, settings) => {",
        share,
        '    return require("./run-stores.cjs").openRunStore(spec, settings);',
        "  },",
      ]
    : [`  openStore: () => Promise.reject(new UsageError(${JSON.stringify(leftOutMessage("stores"))})),`];
  return [
    `import definition from ${JSON.stringify(input.entry)};`,
    `import { main, warmUp } from ${resolved("@skill-kit/cli-protocol")};`,
    ...(input.stores ? [] : [`import { UsageError } from ${resolved("@skill-kit/core")};`]),
    'import { shared } from "skill-kit:shared";',
    `const warmUpIn = globalThis[${warmUpKey}];`,
    'if (typeof warmUpIn === "string") void warmUp(definition, warmUpIn).then(() => process.exit(0), (error) => { process.stderr.write(String(error) + "\\n"); process.exit(1); });',
    "else void main(definition, {",
    `  schemas: ${JSON.stringify(input.schemas)},`,
    "  startMcp: (skill, argv) => {",
    share,
    '    return require("./mcp.cjs").serveMcp(skill, argv, { skillDir: process.env.SKILL_DIR });',
    "  },",
    ...openStore,
    "});",
    "",
  ].join("\n");
}
