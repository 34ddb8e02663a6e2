// What the step program shares with `bin/mcp.cjs`: the exports of core, cli-protocol and sessions that the
// MCP transport imports, and no others, so the program keeps only what a step or MCP uses.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";

/** MCP finds the program's copies under this key. */
const sharedKey = 'Symbol.for("skill-kit.shared")';
const sharedPackages = ["@skill-kit/core", "@skill-kit/cli-protocol", "@skill-kit/sessions"] as const;
export const mcpTransportDir = dirname(fileURLToPath(import.meta.resolve("@skill-kit/mcp-transport")));
/** The run stores' built code: bin/run-stores.cjs shares the same names. */
const runStoresDir = dirname(fileURLToPath(import.meta.resolve("@skill-kit/run-stores")));
/** The Node layer's built code (flags, `--store` specs), which both bundle: its imports are shared too. */
const nodeLayerDir = dirname(fileURLToPath(import.meta.resolve("@skill-kit/node")));
/**
 * Modules of a shared package that only MCP uses, which bin/mcp.cjs bundles itself so the step
 * program never carries them: sessions' kept lock. Each takes the rest of its package from the
 * package's root entry (`../index.js`), and that import is shared like the transport's own.
 */
const mcpOnlyModules: readonly { readonly name: (typeof sharedPackages)[number]; readonly dir: string }[] = [
  { name: "@skill-kit/sessions", dir: dirname(fileURLToPath(import.meta.resolve("@skill-kit/sessions/kept-lock"))) },
];
/** The shared package whose root entry `../index.js` is, imported from `importer` in one of `mcpOnlyModules`. */
const mcpOnlyRoot = (importer: string): (typeof sharedPackages)[number] | undefined =>
  mcpOnlyModules.find((module) => dirname(importer) === module.dir)?.name;
/** Whether bin/mcp.cjs may hold `path`, a file of a shared package's built code: one of `mcpOnlyModules`. */
export const isMcpOnly = (path: string): boolean => mcpOnlyModules.some((module) => dirname(path) === module.dir);
/**
 * Packages shared through another that re-exports what is taken from them: the Node layer takes
 * `UsageError` from primitives, and the program's copy is core's re-export of it.
 */
const sharedThrough: Readonly<Record<string, (typeof sharedPackages)[number]>> = {
  "@skill-kit/primitives": "@skill-kit/core",
  "@skill-kit/primitives/errors": "@skill-kit/core",
};
const sharedName = (name: string): string => sharedThrough[name] ?? name;

const namedImport = /\bimport\s*\{([^}]*)\}\s*from\s*"(@skill-kit\/[\w-]+(?:\/[\w-]+)?)"/g;
const wholeImport =
  /\b(?:import\s*\*\s*as\s+\w+|export\s*\*(?:\s*as\s+\w+)?|export\s*\{[^}]*\})\s*from\s*"(@skill-kit\/[\w-]+(?:\/[\w-]+)?)"/g;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** The names the built MCP transport and run stores in `dirs` import from each shared package, sorted. */
export function mcpImports(
  dirs: readonly string[] = [mcpTransportDir, runStoresDir, nodeLayerDir, ...mcpOnlyModules.map((module) => module.dir)],
): Record<string, readonly string[]> {
  const names = new Map<string, Set<string>>(sharedPackages.map((name) => [name, new Set<string>()]));
  for (const file of dirs.flatMap((dir) => jsFiles(dir))) {
    const root = mcpOnlyRoot(file);
    const read = readFileSync(file, "utf8");
    const text = root === undefined ? read : read.replaceAll('from "../index.js"', `from ${JSON.stringify(root)}`);
    for (const match of text.matchAll(wholeImport)) {
      if (names.has(sharedName(match[1] ?? "")))
        throw new Error(
          `${file} imports all of ${String(match[1])} or re-exports from it; bin/mcp.cjs can share only named imports`,
        );
    }
    for (const match of text.matchAll(namedImport)) {
      const found = names.get(sharedName(match[2] ?? ""));
      for (const specifier of (match[1] ?? "").split(",")) {
        const name = specifier.trim().split(/\s+as\s+/)[0];
        if (found !== undefined && name !== undefined && name !== "") found.add(name);
      }
    }
  }
  return Object.fromEntries([...names].map(([name, set]) => [name, [...set].sort()]));
}

/** `skill-kit:shared` in the step program: the names MCP imports, from the program's own copies. */
export function sharedModule(imports: Record<string, readonly string[]>): Plugin {
  return {
    name: "skill-kit-shared",
    setup(b) {
      b.onResolve({ filter: /^skill-kit:shared$/ }, () => ({ path: "shared", namespace: "skill-kit-shared" }));
      b.onLoad({ filter: /.*/, namespace: "skill-kit-shared" }, () => ({
        resolveDir: mcpTransportDir,
        loader: "js",
        contents: [
          ...sharedPackages.map(
            (name, i) =>
              // By path, as the builder resolves it: the transport need not depend on every shared package.
              `import { ${(imports[name] ?? []).map((item) => `${item} as s${String(i)}_${item}`).join(", ")} } from ${JSON.stringify(fileURLToPath(import.meta.resolve(name)))};`,
          ),
          `export const shared = { ${sharedPackages.map((name, i) => `${JSON.stringify(name)}: { ${(imports[name] ?? []).map((item) => `${item}: s${String(i)}_${item}`).join(", ")} }`).join(", ")} };`,
        ].join("\n"),
      }));
    },
  };
}

/**
 * In `bin/mcp.cjs`, the shared packages are the step program's copies. Each is an ES module of
 * named exports, so a name the program does not share fails the build instead of being undefined.
 */
export function useShared(imports: Record<string, readonly string[]>): Plugin {
  const all = [...sharedPackages, ...Object.keys(sharedThrough)];
  const filter = new RegExp(`^(${all.map((name) => name.replace(/[/@-]/g, "\\$&")).join("|")})$`);
  return {
    name: "skill-kit-use-shared",
    setup(b) {
      b.onResolve({ filter }, (args) => ({ path: args.path, namespace: "skill-kit-use-shared" }));
      b.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) => {
        const root = mcpOnlyRoot(args.importer);
        return root === undefined ? undefined : { path: root, namespace: "skill-kit-use-shared" };
      });
      b.onLoad({ filter: /.*/, namespace: "skill-kit-use-shared" }, (args) => ({
        loader: "js",
        contents: `export const { ${(imports[sharedName(args.path)] ?? []).join(", ")} } = globalThis[${sharedKey}][${JSON.stringify(sharedName(args.path))}];`,
      }));
    },
  };
}

/**
 * In `bin/mcp.cjs`, the MCP transport's module `./<loader>.js` is `contents` instead, which requires
 * the file `./<chunk>` beside it at run time (a chunk built on its own, loaded only when needed).
 */
export function chunkLoader(loader: string, chunk: string, contents: string): Plugin {
  const escaped = (name: string): string => name.replace(/[.-]/g, "\\$&");
  const namespace = `skill-kit-${loader}`;
  return {
    name: namespace,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^\\./${escaped(loader)}\\.js$`) }, (args) =>
        args.importer.startsWith(mcpTransportDir) ? { path: loader, namespace } : undefined,
      );
      b.onResolve({ filter: new RegExp(`^\\./${escaped(chunk)}$`) }, (args) => ({ path: args.path, external: true }));
      b.onLoad({ filter: /.*/, namespace }, () => ({ resolveDir: mcpTransportDir, loader: "js", contents }));
    },
  };
}
