// What `bin/mcp.cjs` leaves out of the MCP SDK: modules the SDK imports statically but a skill's
// server never runs. Each is replaced by a stub that throws, naming itself, if it ever does run.
import type { Plugin } from "esbuild";

interface LeftOut {
  /** The import, as the SDK writes it. */
  readonly specifier: RegExp;
  /** What it is. */
  readonly name: string;
  /** Why the server does not need it. */
  readonly why: string;
  /** The names the SDK imports from it that the server never runs. */
  readonly exports: readonly string[];
  /** What the module gives that the server does run, as it is. */
  readonly kept?: string;
}

const leftOut: readonly LeftOut[] = [
  {
    specifier: /^@modelcontextprotocol\/server\/_shims$/,
    name: "Ajv, the SDK's default JSON Schema validator",
    why: "mcp-transport gives the server its own check of elicitation answers, FormAnswerValidator",
    exports: ["DefaultJsonSchemaValidator"],
    kept: 'export { default as process } from "node:process";',
  },
];

const sdk = /[\\/]node_modules[\\/]@modelcontextprotocol[\\/](?:server|core)[\\/]/;

/** A class or function that throws when it is constructed or called. */
const stub = (entry: LeftOut): string =>
  [
    `const leftOut = () => { throw new Error(${JSON.stringify(`a built skill's MCP server has no ${entry.name}; it was left out of bin/mcp.cjs (${entry.why})`)}); };`,
    ...entry.exports.map((name) => `export const ${name} = function ${name}() { leftOut(); };`),
    entry.kept ?? "",
  ].join("\n");

/** Resolves each left-out module, imported from the SDK, to its stub. */
export const leaveOutOfMcp: Plugin = {
  name: "skill-kit-mcp-leave-out",
  setup(b) {
    leftOut.forEach((entry, index) => {
      b.onResolve({ filter: entry.specifier }, (args) =>
        sdk.test(args.importer) ? { path: String(index), namespace: "skill-kit-left-out" } : undefined,
      );
    });
    b.onLoad({ filter: /.*/, namespace: "skill-kit-left-out" }, (args) => {
      const entry = leftOut[Number(args.path)];
      return entry === undefined ? undefined : { loader: "js", contents: stub(entry) };
    });
  },
};
