// The bash grammar (tree-sitter-bash in WebAssembly), loaded once when this module is imported, so
// `scanSkill` stays synchronous. Where WebAssembly cannot run (`node --jitless`) the scan fails loudly.
import { readFileSync } from "node:fs";
import { Language, type Node, Parser } from "web-tree-sitter";
import { grammarPath } from "./grammar-path.js";

export type ShellNode = Node;

async function load(): Promise<Parser | Error> {
  if (!("WebAssembly" in globalThis))
    return new Error(
      "the scan needs WebAssembly to parse shell (tree-sitter-bash), and this Node runs without it (--jitless?): nothing was scanned",
    );
  try {
    await Parser.init();
    const parser = new Parser();
    parser.setLanguage(await Language.load(readFileSync(grammarPath())));
    return parser;
  } catch (error) {
    return new Error(`the scan could not load its shell parser (tree-sitter-bash): ${String(error)}`, { cause: error });
  }
}

const loaded = await load();

/** Throws when the parser could not load: a scan without it would pass what it cannot read. */
export function requireShellParser(): void {
  if (loaded instanceof Error) throw loaded;
}

/** Parses `text` as bash, hands the tree's root to `use`, and frees the tree. */
export function withShellTree<T>(text: string, use: (root: ShellNode) => T): T {
  if (loaded instanceof Error) throw loaded;
  const tree = loaded.parse(text);
  if (tree === null) throw new Error("the shell parser returned no tree");
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}
