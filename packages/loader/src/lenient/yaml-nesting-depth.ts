// A cheap upper estimate of YAML nesting, checked before parsing so deep nesting cannot exhaust the parser.

const NODE_START = ":[{,-?";

function leadingSpaces(line: string): number {
  let count = 0;
  while (line[count] === " " || line[count] === "\t") count += 1;
  return count;
}

/** Extra levels opened by compact entries such as `- - - x` after the indentation. */
function compactDashes(line: string, from: number): number {
  let count = 0;
  let index = from;
  while (line[index] === "-" && (line[index + 1] === " " || line[index + 1] === undefined)) {
    count += 1;
    index += 2;
    while (line[index] === " ") index += 1;
  }
  return count;
}

/**
 * Deepest nesting of block indentation, compact `- ` entries and flow brackets (`[`/`{` only where
 * a node may start, quotes skipped). Returns as soon as `limit` is passed.
 */
export function yamlNestingDepth(text: string, limit: number): number {
  const blockIndents: number[] = [];
  let flow = 0;
  let quote: string | undefined;
  let deepest = 0;
  for (const line of text.split("\n")) {
    const indent = leadingSpaces(line);
    if (quote === undefined && flow === 0 && line.trim() !== "" && line[indent] !== "#") {
      while (blockIndents.length > 0 && (blockIndents[blockIndents.length - 1] ?? 0) >= indent) blockIndents.pop();
      blockIndents.push(indent);
    }
    const base = blockIndents.length + compactDashes(line, indent);
    deepest = Math.max(deepest, base + flow);
    let previous = "-";
    for (let index = indent; index < line.length; index += 1) {
      const ch = line[index] ?? "";
      if (quote !== undefined) {
        if (ch === "\\" && quote === '"') index += 1;
        else if (ch === quote && !(quote === "'" && line[index + 1] === "'")) quote = undefined;
        else if (ch === quote) index += 1;
        continue;
      }
      if (ch === "#" && (index === 0 || line[index - 1] === " " || line[index - 1] === "\t")) break;
      if ((ch === "'" || ch === '"') && NODE_START.includes(previous)) quote = ch;
      else if ((ch === "[" || ch === "{") && NODE_START.includes(previous)) flow += 1;
      else if ((ch === "]" || ch === "}") && flow > 0) flow -= 1;
      if (ch !== " " && ch !== "\t") previous = ch;
      deepest = Math.max(deepest, base + flow);
      if (deepest > limit) return deepest;
    }
  }
  return deepest;
}
