// Diagram-safe node ids: readable, unique, and never a keyword of Mermaid or DOT.

const keywords = new Set([
  "end",
  "graph",
  "subgraph",
  "flowchart",
  "style",
  "class",
  "classdef",
  "click",
  "linkstyle",
  "default",
  "direction",
  "node",
  "edge",
  "digraph",
  "strict",
  "call",
  "href",
]);

/** Returns a function that turns a wanted name into an id not handed out before. */
export function createIdAllocator(): (wanted: string) => string {
  const used = new Set<string>();
  return (wanted) => {
    let base = wanted.replace(/[^A-Za-z0-9_]/g, "_");
    if (base === "" || /^[0-9]/.test(base)) base = `n_${base}`;
    if (keywords.has(base.toLowerCase())) base = `${base}_`;
    let id = base;
    for (let suffix = 2; used.has(id); suffix += 1) id = `${base}_${suffix}`;
    used.add(id);
    return id;
  };
}
