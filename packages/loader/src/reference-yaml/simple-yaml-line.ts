// One `key: value` line of simple frontmatter: its value as both YAML readers read it, or how both refuse it.

/** Characters that start something other than a plain scalar (or a plain one with a twist). */
const NOT_PLAIN_START = "-?:,[]{}#&*!|>%@`";
/** A list item both YAML readers read the same way: plain words, no indicators. */
const LIST_ITEM = /^[\w.][\w./ -]*$/;
/** Longer implicit keys change the `yaml` package's errors (it stops looking for `:` after 1024 characters). */
const MAX_SEGMENT = 1000;

/**
 * A value both readers refuse in a known way, on an otherwise simple line. `colon`: a plain value
 * with `: ` inside (YAML reads a mapping there, which neither reader allows on that line). `flow`:
 * a one-line `[a, b]` list of plain words, which the reference (strictyaml) refuses.
 */
export interface SimpleYamlSnag {
  readonly kind: "colon" | "flow";
  /** The line, 0-based. */
  readonly line: number;
  /** Offsets in the text (UTF-16 units): the line's first character and the value's. */
  readonly lineStart: number;
  readonly valueStart: number;
  /** For `colon`: the offset of the `:` of every `: ` in the value, in order. */
  readonly colons: readonly number[];
}

function isBlank(line: string): boolean {
  for (let index = 0; index < line.length; index += 1) if (line.charCodeAt(index) !== 32) return false;
  return true;
}

function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 32) start += 1;
  while (end > start && text.charCodeAt(end - 1) === 32) end -= 1;
  return text.slice(start, end);
}

function listValue(text: string): string[] | undefined {
  if (!text.endsWith("]")) return undefined;
  const inner = text.slice(1, -1);
  if (isBlank(inner)) return [];
  const items = inner.split(",").map(trimSpaces);
  return items.every((item) => LIST_ITEM.test(item)) ? items : undefined;
}

/** The value of a one-line scalar (or list) as the reader read it, or undefined when it is not that simple. */
export function lineValue(raw: string, lists: boolean): string | string[] | undefined {
  const text = trimSpaces(raw);
  const first = text.charAt(0);
  if (first === '"' || first === "'") {
    const inner = text.slice(1, -1);
    const closed = text.length >= 2 && text.endsWith(first) && !inner.includes(first);
    return closed && !(first === '"' && inner.includes("\\")) ? inner : undefined;
  }
  if (first === "[" && lists) return listValue(text);
  if (NOT_PLAIN_START.includes(first) || text === "=" || text === "<<") return undefined;
  if (text.includes(": ") || text.endsWith(":") || text.includes(" #")) return undefined;
  return text;
}

/** A piece of a plain value between two `: `: plain on its own, not a merge key, not too long for a key. */
function isPlainSegment(segment: string, last: boolean): boolean {
  const text = segment.trimStart();
  const first = text.charAt(0);
  if (text === "" || first === '"' || first === "'" || NOT_PLAIN_START.includes(first)) return false;
  return text !== "=" && text !== "<<" && (last || segment.length < MAX_SEGMENT);
}

/**
 * How both readers refuse the value `raw` (the rest of the line from the value's first character),
 * when they refuse it in a way `SimpleYamlSnag` describes; otherwise undefined.
 */
export function snagOf(
  raw: string,
  at: { readonly line: number; readonly lineStart: number; readonly valueStart: number; readonly lists: boolean },
): SimpleYamlSnag | undefined {
  const text = trimSpaces(raw);
  const where = { line: at.line, lineStart: at.lineStart, valueStart: at.valueStart };
  if (text.startsWith("["))
    return !at.lists && listValue(text) !== undefined ? { kind: "flow", ...where, colons: [] } : undefined;
  if (text.endsWith(":") || text.includes(" #")) return undefined;
  const segments = text.split(": ");
  if (segments.length < 2 || !segments.every((segment, index) => isPlainSegment(segment, index === segments.length - 1)))
    return undefined;
  const colons: number[] = [];
  let offset = at.valueStart;
  for (const segment of segments.slice(0, -1)) {
    offset += segment.length;
    colons.push(offset);
    offset += 2;
  }
  return { kind: "colon", ...where, colons };
}
