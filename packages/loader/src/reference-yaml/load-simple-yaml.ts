// A fast reader for the frontmatter most skills have: `key: value` lines, and `key:` over one indented
// block of them. Anything else (comments, lists, flow style, block scalars, escapes, folding, tabs,
// duplicate keys, …) returns undefined and the caller uses the full reader. Frontmatter of that shape
// but for lines both readers refuse in a known way (`: ` in a plain value, a flow list for the
// reference) comes back as those lines, so callers can give the readers' errors without running them.
import { lineValue, snagOf, type SimpleYamlSnag } from "./simple-yaml-line.js";
import type { ReferenceValue } from "../python-text.js";

export type { SimpleYamlSnag } from "./simple-yaml-line.js";

/** What the fast reader stands in for. */
export interface SimpleYamlOptions {
  /** The full reader's bound on nesting. */
  readonly maxDepth: number;
  /**
   * Also read one-line `[a, b]` lists of plain words as the `yaml` package does (the reference
   * refuses every flow list), within that reader's bound on values.
   */
  readonly flowLists?: { readonly maxNodes: number };
}

/** A key the reference scanner reads as a plain simple key, then `:` and the rest of the line. */
const ENTRY = /^([A-Za-z_][\w-]{0,127}):(?: +(.*))?$/;
/**
 * Everything but `\n` and the printable characters both readers agree on: other line breaks, tabs,
 * byte-order marks and what the reference calls special characters change how a line is read.
 */
const UNUSUAL = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;
function isBlank(line: string): boolean {
  for (let index = 0; index < line.length; index += 1) if (line.charCodeAt(index) !== 32) return false;
  return true;
}

function indentOf(line: string): number {
  let index = 0;
  while (line.charCodeAt(index) === 32) index += 1;
  return index;
}

/** Values the `yaml` package's converter would count, and the deepest one. */
interface Tally {
  nodes: number;
  deepest: number;
  lists: number;
}

function tallyValue(tally: Tally, value: string | string[], depth: number): void {
  tally.nodes += 2;
  tally.deepest = Math.max(tally.deepest, depth);
  if (typeof value === "string") return;
  tally.lists += 1;
  tally.nodes += value.length;
  if (value.length > 0) tally.deepest = Math.max(tally.deepest, depth + 1);
}

/** What `scanSimpleYaml` found: the mapping, or the lines that stop both readers (in text order). */
export type SimpleYamlScan =
  | { readonly ok: true; readonly value: ReadonlyMap<string, ReferenceValue> }
  | { readonly ok: false; readonly snags: readonly SimpleYamlSnag[] };

/**
 * The mapping the full reader would return for `text`, when `text` is only one-line entries at
 * column 0, and `key:` entries each followed by a block of them at one shared indentation; the
 * snags when that shape holds but some values are snags; otherwise undefined.
 */
export function scanSimpleYaml(text: string, options: SimpleYamlOptions): SimpleYamlScan | undefined {
  if (UNUSUAL.test(text)) return undefined;
  const lists = options.flowLists !== undefined;
  const tally: Tally = { nodes: 1, deepest: 0, lists: 0 };
  const top = new Map<string, ReferenceValue>();
  const snags: SimpleYamlSnag[] = [];
  let nested: Map<string, ReferenceValue> | undefined;
  let nestedIndent = -1;
  let open: string | undefined;
  let lineNumber = -1;
  for (let at = 0, end = 0; end < text.length; at = end + 1) {
    end = text.indexOf("\n", at);
    if (end === -1) end = text.length;
    lineNumber += 1;
    const line = text.slice(at, end);
    if (isBlank(line)) continue;
    const indent = indentOf(line);
    const match = ENTRY.exec(indent === 0 ? line : line.slice(indent));
    if (match === null) return undefined;
    const key = match[1] ?? "";
    const raw = match[2] ?? "";
    let value = raw === "" ? "" : lineValue(raw, lists);
    if (value === undefined) {
      const snag = snagOf(raw, { line: lineNumber, lineStart: at, valueStart: at + line.length - raw.length, lists });
      if (snag === undefined) return undefined;
      snags.push(snag);
      value = snag.kind;
    }
    if (indent === 0) {
      if (open !== undefined || top.has(key)) return undefined;
      nested = undefined;
      if (value === "") open = key;
      else top.set(key, value);
      if (value !== "") tallyValue(tally, value, 1);
      continue;
    }
    if (open !== undefined) {
      if ((nestedIndent !== -1 && indent !== nestedIndent) || options.maxDepth < 2) return undefined;
      nestedIndent = indent;
      nested = new Map();
      top.set(open, nested);
      tallyValue(tally, open, 1);
      open = undefined;
    }
    if (nested === undefined || indent !== nestedIndent || value === "" || nested.has(key)) return undefined;
    nested.set(key, value);
    tallyValue(tally, value, 2);
  }
  if (open !== undefined || top.size === 0 || options.maxDepth < 1) return undefined;
  if (snags.length > 0) return { ok: false, snags };
  const limit = options.flowLists;
  if (tally.lists > 0 && (limit === undefined || tally.nodes > limit.maxNodes || tally.deepest > options.maxDepth))
    return undefined;
  return { ok: true, value: top };
}

/**
 * The mapping the full reader would return for `text`, when `text` is only one-line entries at
 * column 0, and `key:` entries each followed by a block of them at one shared indentation;
 * otherwise undefined.
 */
export function loadSimpleYaml(text: string, options: SimpleYamlOptions): ReadonlyMap<string, ReferenceValue> | undefined {
  const scan = scanSimpleYaml(text, options);
  return scan?.ok === true ? scan.value : undefined;
}
