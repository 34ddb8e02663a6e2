// What `bin/mcp.cjs` leaves out of the MCP SDK: modules the SDK imports statically but a skill's
// server never runs. Each is replaced by a stub that throws, naming itself, if it ever does run.
import { readFileSync } from "node:fs";
import type { Plugin } from "esbuild";
import { entryImports } from "./mcp-http-sdk.js";

interface LeftOut {
  /** The import, as the SDK writes it. */
  readonly specifier: RegExp;
  /** What it is. */
  readonly name: string;
  /** Why the server does not need it. */
  readonly why: string;
  /**
   * The names the SDK imports from it that the server never runs, or `"imported"`: every name the
   * importing file imports from it (the SDK's internal files export one- or two-letter names).
   */
  readonly exports: readonly string[] | "imported";
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
  {
    specifier: /^\.\/auth-[\w-]+\.mjs$/,
    name: "OAuth schemas (@modelcontextprotocol/core's auth file)",
    why: "the SDK reaches them only through specTypeSchemas and isSpecType, and mcp-transport uses only isSpecType.PrimitiveSchemaDefinition",
    exports: "imported",
  },
];

const sdk = /(?:^|[\\/])node_modules[\\/]@modelcontextprotocol[\\/](?:server|core)[\\/]/;

/**
 * A class or function that throws when it is constructed or called; for `"imported"` names, an
 * object that throws when anything of it is read.
 */
const stub = (entry: LeftOut, importer: string): string =>
  [
    `const leftOut = () => { throw new Error(${JSON.stringify(`a built skill's MCP server has no ${entry.name}; it was left out of bin/mcp.cjs (${entry.why})`)}); };`,
    ...(entry.exports === "imported"
      ? importedNames(entry, importer).map(
          (name) => `export const ${name} = /* @__PURE__ */ new Proxy({}, { get: leftOut, has: leftOut });`,
        )
      : entry.exports.map((name) => `export const ${name} = function ${name}() { leftOut(); };`)),
    entry.kept ?? "",
  ].join("\n");

/** The names `importer` imports from the left-out file. */
function importedNames(entry: LeftOut, importer: string): readonly string[] {
  const imports = entryImports(readFileSync(importer, "utf8"));
  return Object.entries(imports).flatMap(([file, names]) => (entry.specifier.test(file) ? names : []));
}

const namespace = "skill-kit-left-out";

/** Resolves each left-out module, imported from the SDK, to its stub. */
export const leaveOutOfMcp: Plugin = {
  name: "skill-kit-mcp-leave-out",
  setup(b) {
    leftOut.forEach((entry, index) => {
      b.onResolve({ filter: entry.specifier }, (args) =>
        // One stub per importer when it exports what the importer imports.
        sdk.test(args.importer)
          ? { path: entry.exports === "imported" ? `${String(index)}|${args.importer}` : String(index), namespace }
          : undefined,
      );
    });
    b.onLoad({ filter: /.*/, namespace }, (args) => {
      const [index = "", importer = ""] = args.path.split("|");
      const entry = leftOut[Number(index)];
      return entry === undefined ? undefined : { loader: "js", contents: stub(entry, importer) };
    });
  },
};
