// Whatever a doc points at must be there: every relative link (its file, and its #anchor when it
// leads to a Markdown heading) and every repository path a doc names in a code span
// (`packages/scan/src/index.ts`, `docs/decisions/….md` aside: a placeholder). Problems are `file:line`.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { markdownFiles, readText } from "./markdown.mjs";

/** Where a path named in a code span starts when it is a repository path (relative to the root). */
const rootPath = /^(?:packages|apps|e2e|examples|tooling|docs|bench|\.changeset|\.ci)\//;
/** The root's `scripts/` holds Node scripts; `scripts/run` or `scripts/setup.sh` are a skill's files. */
const rootScript = /^scripts\/[\w.-]+\.mjs$/;
/** A package's or app's README names its own tests from its folder (`test/validate/corpus.test.ts`). */
const packagePath = /^test\//;
/** `<name>`, `*`, `…`, `{a,b}`, `$VAR`: a pattern or a placeholder, not one path. */
const placeholder = /[<>*…{}$]/;

/**
 * The Markdown files whose links and paths are checked: the docs-check's files (README.md, the
 * guides, docs/*.md, package and app READMEs), the examples' and tooling's READMEs, and the decision
 * records. A decision records what was true on its date, so only its links are checked, not the
 * paths it names (`packages/command-line` becomes `packages/node`).
 */
export function referencingDocs(root) {
  const readmes = (zone) =>
    existsSync(join(root, zone))
      ? readdirSync(join(root, zone))
          .sort()
          .map((name) => `${zone}/${name}/README.md`)
          .filter((path) => existsSync(join(root, path)))
      : [];
  const decisions = existsSync(join(root, "docs/decisions"))
    ? readdirSync(join(root, "docs/decisions"))
        .sort()
        .filter((name) => name.endsWith(".md"))
        .map((name) => ({ doc: `docs/decisions/${name}`, paths: false }))
    : [];
  return [
    ...[...markdownFiles(root), ...readmes("examples"), ...readmes("tooling"), ...readmes("e2e")].map((doc) => ({
      doc,
      paths: true,
    })),
    ...decisions,
  ];
}

/** Every problem of every doc `referencingDocs` lists. */
export function referenceProblemsIn(root) {
  return referencingDocs(root).flatMap(({ doc, paths }) => referenceProblems(root, doc, { paths }));
}

/** One doc's links that lead nowhere (file or heading) and, with `paths`, the repository paths it names that do not exist. */
export function referenceProblems(root, doc, { paths = true } = {}) {
  const text = readText(root, doc);
  const problems = [];
  for (const link of links(text)) {
    const target = link.file === "" ? doc : normalize(join(dirname(doc), link.file));
    if (!existsSync(join(root, target))) {
      problems.push(`${doc}:${link.line}: the link ${link.file} leads nowhere`);
      continue;
    }
    if (link.anchor !== undefined && target.endsWith(".md") && !headingAnchors(readText(root, target)).has(link.anchor))
      problems.push(`${doc}:${link.line}: the link ${link.file}#${link.anchor} leads to no heading of ${target}`);
  }
  if (!paths) return problems;
  for (const { path, line } of namedPaths(text)) {
    const base = packagePath.test(path) && /^(?:packages|apps)\/[^/]+\/README\.md$/.test(doc) ? dirname(doc) : "";
    if (base === "" && !rootPath.test(path) && !rootScript.test(path)) continue;
    if (!existsSync(join(root, base, path))) problems.push(`${doc}:${line}: ${join(base, path)} does not exist`);
  }
  return problems;
}

/**
 * Relative links outside code (fenced blocks and code spans), URLs skipped: `{ file, anchor?, line }`,
 * both decoded; `file` is "" for a link to a heading of the same doc.
 */
export function links(text) {
  const inFence = fencedLines(text);
  const found = [];
  text.split("\n").forEach((line, index) => {
    if (inFence.has(index + 1)) return;
    for (const match of line.replace(/`+[^`]*`+/g, "").matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file = "", anchor] = target.split("#");
      found.push({
        file: decodeURIComponent(file),
        ...(anchor === undefined ? {} : { anchor: decodeURIComponent(anchor) }),
        line: index + 1,
      });
    }
  });
  return found;
}

/** 1-based numbers of the lines inside fenced code blocks (fences included). */
function fencedLines(text) {
  const lines = new Set();
  let open = false;
  text.split("\n").forEach((line, index) => {
    const fence = /^ {0,3}(`{3,}|~{3,})/.test(line);
    if (open || fence) lines.add(index + 1);
    if (fence) open = !open;
  });
  return lines;
}

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as `-`, repeats numbered. */
export function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  const inFence = fencedLines(text);
  text.split("\n").forEach((line, index) => {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading === null || inFence.has(index + 1)) return;
    const slug = (heading[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
  });
  return anchors;
}

/** Paths named in code spans outside fenced blocks: `{ path, line }`, without a `:line` or `#anchor` suffix or trailing punctuation. */
export function namedPaths(text) {
  const inFence = fencedLines(text);
  const found = [];
  text.split("\n").forEach((line, index) => {
    if (inFence.has(index + 1)) return;
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const path = (match[1] ?? "")
        .replace(/[.,;:)]+$/, "")
        .replace(/#.*$/, "")
        .replace(/(?::\d+)+$/, "");
      if (path.includes("/") && !placeholder.test(path)) found.push({ path, line: index + 1 });
    }
  });
  return found;
}
