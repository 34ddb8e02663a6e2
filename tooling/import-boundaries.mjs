// The ESLint rule `skill-kit/import-boundaries`: the arrows of ARCHITECTURE.md, checked on every import.
// The allowed arrows are its options, set in the root eslint.config.js.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, relative, resolve, sep } from "node:path";

const SCOPE = "@skill-kit/";

/**
 * @typedef {object} BoundaryOptions
 * @property {string} root The repository root (absolute).
 * @property {Record<string, string[]>} packages For each folder of packages/, the sibling packages it may import.
 * @property {string[]} runtimeNeutral Packages whose source (tests aside) may import no Node built-in.
 */

/** @param {string} file @returns {boolean} */
const isTest = (file) => /\.test(-d)?\.[cm]?[jt]s$/.test(file) || file.split(sep).includes("test");

/** @param {string} specifier @returns {boolean} */
const isNodeBuiltin = (specifier) => specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0] ?? "");

/** The zone (`packages` or `apps`) and folder a path lies in, or undefined outside both. */
function placeOf(root, path) {
  const [zone, folder] = relative(root, path).split(sep);
  return (zone === "packages" || zone === "apps") && folder !== undefined && folder !== "" ? { zone, folder } : undefined;
}

/** @type {Map<string, Set<string> | undefined>} */
const exportsCache = new Map();

/** The subpaths a workspace package declares in `exports` (undefined when it is not ours). */
function declaredSubpaths(root, name) {
  if (!exportsCache.has(name)) {
    const manifest = ["packages", "apps"]
      .map((zone) => resolve(root, zone, name, "package.json"))
      .find((path) => existsSync(path));
    const exports = manifest === undefined ? undefined : JSON.parse(readFileSync(manifest, "utf8")).exports;
    exportsCache.set(name, exports === undefined ? undefined : new Set(Object.keys(exports)));
  }
  return exportsCache.get(name);
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Imports follow the dependency arrows of ARCHITECTURE.md." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          packages: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          runtimeNeutral: { type: "array", items: { type: "string" } },
        },
        required: ["root", "packages", "runtimeNeutral"],
        additionalProperties: false,
      },
    ],
    messages: {
      entryPoint:
        "'{{specifier}}' reaches into {{name}}'s files; import its package entry point ({{name}} or a subpath its package.json exports).",
      notExported: "'{{specifier}}' is not an entry point: {{name}}'s package.json exports no './{{subpath}}'.",
      relativeInto: "'{{specifier}}' is a relative path into {{target}}; import @skill-kit/{{folder}} instead (ARCHITECTURE.md).",
      sibling: "packages/{{owner}} may not import {{name}}: ARCHITECTURE.md allows it {{allowed}}.",
      packageImportsApp: "a package may not import the app {{name}} (ARCHITECTURE.md: apps compose packages, never the reverse).",
      appImportsApp: "apps/{{owner}} may not import the app {{name}}; move what both need into a package.",
      importsTestCode:
        "{{zone}}/{{owner}} may not import {{name}}: test-utils, mcp-testing and the e2e workspaces are for tests; only tests, e2e and tooling import them.",
      nodeImport: "@skill-kit/{{owner}} is runtime-neutral: its source imports no Node built-in ('{{specifier}}').",
    },
  },
  create(context) {
    /** @type {BoundaryOptions} */
    const options = context.options[0];
    const { root } = options;
    const file = context.filename;
    const place = placeOf(root, file);
    const owner = place?.folder;
    const apps = new Set(readdirSync(resolve(root, "apps")));

    /** @param {import("estree").Node} node @param {string} specifier */
    function check(node, specifier) {
      const report = (messageId, data) => context.report({ node, messageId, data: { specifier, ...data } });
      if (specifier.startsWith(SCOPE)) {
        const [short = "", ...rest] = specifier.slice(SCOPE.length).split("/");
        const name = `${SCOPE}${short}`;
        const subpath = rest.join("/");
        const declared = declaredSubpaths(root, short);
        if (rest[0] === "src" || rest[0] === "dist") report("entryPoint", { name });
        else if (subpath !== "" && declared !== undefined && !declared.has(`./${subpath}`))
          report("notExported", { name, subpath });
        if (place?.zone === "packages" && apps.has(short)) report("packageImportsApp", { name });
        else if (place?.zone === "packages" && short !== owner && short in options.packages) {
          const allowed = options.packages[owner ?? ""] ?? [];
          if (!allowed.includes(short))
            report("sibling", {
              owner,
              name,
              allowed: allowed.length === 0 ? "no sibling" : `only ${allowed.map((item) => SCOPE + item).join(", ")}`,
            });
        }
        if (place?.zone === "apps" && apps.has(short) && short !== owner) report("appImportsApp", { owner, name });
        if (
          place !== undefined &&
          !isTest(relative(root, file)) &&
          (short === "test-utils" || short === "mcp-testing" || short.startsWith("e2e-"))
        )
          report("importsTestCode", { zone: place.zone, owner, name });
        return;
      }
      if (specifier.startsWith(".")) {
        const target = placeOf(root, resolve(dirname(file), specifier));
        if (target !== undefined && (target.zone !== place?.zone || target.folder !== owner)) {
          report("relativeInto", { target: `${target.zone}/${target.folder}`, folder: target.folder });
        }
        return;
      }
      if (
        place?.zone === "packages" &&
        options.runtimeNeutral.includes(owner ?? "") &&
        !isTest(relative(root, file)) &&
        isNodeBuiltin(specifier)
      ) {
        report("nodeImport", { owner });
      }
    }

    /** @param {{ source?: import("estree").Node | null }} node */
    const fromSource = (node) => {
      if (node.source?.type === "Literal" && typeof node.source.value === "string") check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
    };
  },
};

/** The plugin that holds the rule, registered as `skill-kit`. */
export const importBoundaries = { meta: { name: "skill-kit-import-boundaries" }, rules: { "import-boundaries": rule } };
