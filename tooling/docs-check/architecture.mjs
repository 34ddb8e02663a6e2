// ARCHITECTURE.md's diagram is the arrows the import-boundaries lint rule enforces: each package's
// line (`a, b ──► c, d`, or the leaves line) must name exactly the siblings eslint.config.js allows it.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** `{ package: [allowed siblings] }` from the `packages: { … }` option of the rule in eslint.config.js. */
export function enforcedArrows(config) {
  const block = /packages:\s*\{([^}]*)\}/.exec(config)?.[1];
  if (block === undefined) return undefined;
  const arrows = {};
  for (const match of block.matchAll(/"?([\w-]+)"?\s*:\s*\[([^\]]*)\]/g))
    arrows[match[1]] = [...match[2].matchAll(/"([\w-]+)"/g)].map((name) => name[1]).sort();
  return arrows;
}

/** The same from the diagram: `a, b ──► c, d` lines, and the `(leaves…)` line; apps' lines are left out. */
export function drawnArrows(markdown) {
  const diagram = /```\n([\s\S]*?)```/.exec(markdown)?.[1] ?? "";
  const arrows = {};
  const names = (text) =>
    text
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
  for (const line of diagram.split("\n")) {
    const arrow = /^\s*(.+?)\s*─+►\s*(.+)$/.exec(line);
    const leaves = /^\s*([\w-]+(?:\s*,\s*[\w-]+)*)\s+\(lea(?:f|ves)\b/.exec(line);
    if (arrow !== null && !arrow[1].includes("/")) for (const name of names(arrow[1])) arrows[name] = names(arrow[2]).sort();
    if (leaves !== null) for (const name of names(leaves[1])) arrows[name] = [];
  }
  return arrows;
}

export function architectureProblems(root) {
  const enforced = enforcedArrows(readFileSync(join(root, "eslint.config.js"), "utf8"));
  if (enforced === undefined) return ["eslint.config.js: no `packages: { … }` option of skill-kit/import-boundaries found"];
  const drawn = drawnArrows(readFileSync(join(root, "ARCHITECTURE.md"), "utf8"));
  const problems = [];
  const shown = (list) => (list.length === 0 ? "nothing (a leaf)" : list.join(", "));
  for (const [name, allowed] of Object.entries(enforced)) {
    const line = drawn[name];
    if (line === undefined)
      problems.push(`ARCHITECTURE.md: the diagram has no line for ${name} (the lint rule allows it ${shown(allowed)})`);
    else if (line.join() !== allowed.join())
      problems.push(`ARCHITECTURE.md: the diagram draws ${name} ──► ${shown(line)}; the lint rule allows ${shown(allowed)}`);
  }
  for (const name of Object.keys(drawn))
    if (!(name in enforced)) problems.push(`ARCHITECTURE.md: the diagram draws ${name}, which the lint rule does not know`);
  return problems;
}
