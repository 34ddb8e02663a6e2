// A fast reader for the frontmatter most skills have: `key: value` lines, and `key:` over one indented
// block of them. Anything else (comments, lists, flow style, block scalars, escapes, folding, tabs,
// duplicate keys, …) returns undefined and the caller uses the full reference reader.
import type { ReferenceValue } from "../python-text.js";

/** A key the reference scanner reads as a plain simple key, then `:` and the rest of the line. */
const ENTRY = /^([A-Za-z_][\w-]{0,127}):(?: +(.*))?$/;
/** Line breaks other than `\n`, tabs and byte-order marks change how the reference reads a line. */
const UNUSUAL = /[\r\t\x85\u2028\u2029\uFEFF]/;
/** Characters that start something other than a plain scalar (or a plain one with a twist). */
const NOT_PLAIN_START = "-?:,[]{}#&*!|>%@`";

function isBlank(line: string): boolean {
  for (let index = 0; index < line.length; index += 1) if (line.charCodeAt(index) !== 32) return false;
  return true;
}

function trimSpacesEnd(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end -= 1;
  return text.slice(0, end);
}

function indentOf(line: string): number {
  let index = 0;
  while (line.charCodeAt(index) === 32) index += 1;
  return index;
}

/** The value of a one-line scalar as the reference reads it, or undefined when it is not that simple. */
function scalarValue(raw: string): string | undefined {
  const text = trimSpacesEnd(raw);
  const first = text.charAt(0);
  if (first === '"' || first === "'") {
    const inner = text.slice(1, -1);
    const closed = text.length >= 2 && text.endsWith(first) && !inner.includes(first);
    return closed && !(first === '"' && inner.includes("\\")) ? inner : undefined;
  }
  if (NOT_PLAIN_START.includes(first) || text === "=" || text === "<<") return undefined;
  if (text.includes(": ") || text.endsWith(":") || text.includes(" #")) return undefined;
  return text;
}

interface Entry {
  readonly key: string;
  /** Empty when the key opens a nested block. */
  readonly value: string;
}

function entryOf(line: string): Entry | undefined {
  const match = ENTRY.exec(line);
  if (match === null) return undefined;
  const key = match[1] ?? "";
  const raw = match[2] ?? "";
  if (isBlank(raw)) return { key, value: "" };
  const value = scalarValue(raw);
  return value === undefined ? undefined : { key, value };
}

/**
 * The mapping the reference reader would return for `text`, when `text` is only one-line
 * `key: value` entries at column 0, and `key:` entries each followed by a block of them at one
 * shared indentation; otherwise undefined. `maxDepth` is the reference reader's nesting bound.
 */
export function loadSimpleYaml(text: string, maxDepth: number): ReadonlyMap<string, ReferenceValue> | undefined {
  if (UNUSUAL.test(text)) return undefined;
  const top = new Map<string, ReferenceValue>();
  let nested: Map<string, ReferenceValue> | undefined;
  let nestedIndent = -1;
  let open: string | undefined;
  for (const line of text.split("\n")) {
    if (isBlank(line)) continue;
    const indent = indentOf(line);
    const entry = entryOf(indent === 0 ? line : line.slice(indent));
    if (entry === undefined) return undefined;
    if (indent === 0) {
      if (open !== undefined || top.has(entry.key)) return undefined;
      nested = undefined;
      if (entry.value === "") open = entry.key;
      else top.set(entry.key, entry.value);
      continue;
    }
    if (open !== undefined) {
      if ((nestedIndent !== -1 && indent !== nestedIndent) || maxDepth < 2) return undefined;
      nestedIndent = indent;
      nested = new Map();
      top.set(open, nested);
      open = undefined;
    }
    if (nested === undefined || indent !== nestedIndent || entry.value === "" || nested.has(entry.key)) return undefined;
    nested.set(entry.key, entry.value);
  }
  return open === undefined && top.size > 0 && maxDepth >= 1 ? top : undefined;
}
