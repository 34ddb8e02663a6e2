// Reads the Markdown the docs-check looks at: fenced code blocks with their info strings (links and
// paths: references.mjs).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** README.md, docs/*.md, and the README of every package and app, relative to the repository root. */
export function markdownFiles(root) {
  const inFolder = (folder, pick) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .sort()
          .map(pick)
          .filter((path) => path !== undefined && existsSync(join(root, path)))
      : [];
  return [
    "README.md",
    ...["ARCHITECTURE.md", "CONTRIBUTING.md", "AGENTS.md", "SECURITY.md"].filter((name) => existsSync(join(root, name))),
    ...inFolder("docs", (name) => (name.endsWith(".md") ? `docs/${name}` : undefined)),
    ...inFolder("packages", (name) => `packages/${name}/README.md`),
    ...inFolder("apps", (name) => `apps/${name}/README.md`),
  ];
}

/**
 * Every fenced block: `lang` is the first word of the info string, `flags` the other words
 * (`no-check`, `file=<path>`, `graph=<path>`), `line` the 1-based line of its first content line.
 */
export function codeBlocks(text) {
  const blocks = [];
  const lines = text.split("\n");
  let open;
  lines.forEach((line, index) => {
    const fence = /^ {0,3}(`{3,}|~{3,})\s*(.*)$/.exec(line);
    if (open === undefined) {
      if (fence === null) return;
      const [lang = "", ...flags] = (fence[2] ?? "").trim().split(/\s+/).filter(Boolean);
      open = { marker: fence[1] ?? "", lang: lang.toLowerCase(), flags, line: index + 2, body: [] };
      return;
    }
    const closes =
      fence !== null &&
      (fence[1] ?? "")[0] === open.marker[0] &&
      (fence[1] ?? "").length >= open.marker.length &&
      (fence[2] ?? "").trim() === "";
    if (!closes) {
      open.body.push(line);
      return;
    }
    const { lang, flags, line: start, body } = open;
    blocks.push({ lang, flags, line: start, code: body.length === 0 ? "" : `${body.join("\n")}\n` });
    open = undefined;
  });
  return blocks;
}

/** The value of a `name=value` flag, if the block has one. */
export function flagValue(block, name) {
  const flag = block.flags.find((item) => item.startsWith(`${name}=`));
  return flag === undefined ? undefined : flag.slice(name.length + 1);
}

export function readText(root, path) {
  return readFileSync(join(root, path), "utf8");
}
