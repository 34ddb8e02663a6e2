// Where tree-sitter-bash's grammar is: beside the package in node_modules (the CLI's scan bundle
// replaces this file with one that points at its own copy, apps/cli/build/bundle-scan.mjs).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export function grammarPath(): string {
  return require.resolve("tree-sitter-bash/tree-sitter-bash.wasm");
}
