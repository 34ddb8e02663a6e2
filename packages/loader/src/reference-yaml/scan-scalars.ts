// Plain and quoted scalars, read with the reference scanner's exact folding rules.
import type { CharReader, Mark } from "./char-reader.js";
import { BREAKS, END_SPACE_TAB, scanLineBreak } from "./scan-chars.js";
import type { Token } from "./token.js";
import { YamlProblem } from "./yaml-problem.js";
import { pyRepr } from "../python-text.js";

/** The scanner state scalar scanning reads and updates. */
export interface ScalarScanState {
  readonly reader: CharReader;
  readonly indent: number;
  readonly flowLevel: number;
  allowSimpleKey: boolean;
}

function atDocumentSeparator(reader: CharReader): boolean {
  const prefix = reader.prefix(3);
  return (prefix === "---" || prefix === "...") && END_SPACE_TAB.includes(reader.peek(3));
}

/** Spaces and line folding inside a plain scalar; `undefined` at a document separator. */
function plainSpaces(state: ScalarScanState): string[] | undefined {
  const { reader } = state;
  let length = 0;
  while (reader.peek(length) === " ") length += 1;
  const whitespace = reader.prefix(length);
  reader.forward(length);
  if (!BREAKS.includes(reader.peek())) return whitespace === "" ? [] : [whitespace];
  const lineBreak = scanLineBreak(reader);
  state.allowSimpleKey = true;
  if (atDocumentSeparator(reader)) return undefined;
  const breaks: string[] = [];
  while (" \r\n\x85\u2028\u2029".includes(reader.peek())) {
    if (reader.peek() === " ") {
      reader.forward();
    } else {
      breaks.push(scanLineBreak(reader));
      if (atDocumentSeparator(reader)) return undefined;
    }
  }
  const chunks: string[] = [];
  if (lineBreak !== "\n") chunks.push(lineBreak);
  else if (breaks.length === 0) chunks.push(" ");
  return [...chunks, ...breaks];
}

function plainRunLength(state: ScalarScanState): number {
  const { reader } = state;
  const inFlow = state.flowLevel > 0;
  let length = 0;
  for (;;) {
    const ch = reader.peek(length);
    const next = reader.peek(length + 1);
    if (ch === ":" && !END_SPACE_TAB.includes(next)) {
      length += 1;
      continue;
    }
    if (ch === "?") {
      length += 1;
      continue;
    }
    if (END_SPACE_TAB.includes(ch) || (!inFlow && ch === ":") || (inFlow && ",:?[]{}".includes(ch))) return length;
    length += 1;
  }
}

/** Reads a plain (unquoted) scalar. */
export function scanPlain(state: ScalarScanState): Token {
  const { reader } = state;
  const start = reader.mark();
  let end = start;
  const indent = state.indent + 1;
  const chunks: string[] = [];
  let spaces: string[] | undefined = [];
  for (;;) {
    if (reader.peek() === "#") break;
    const length = plainRunLength(state);
    const stop = reader.peek(length);
    if (state.flowLevel > 0 && stop === ":" && !"\0 \t\r\n\x85\u2028\u2029,[]{}".includes(reader.peek(length + 1))) {
      reader.forward(length);
      throw new YamlProblem({
        context: "while scanning a plain scalar",
        contextMark: start,
        problem: "found unexpected ':'",
        problemMark: reader.mark(),
        note: "Please check http://pyyaml.org/wiki/YAMLColonInFlowContext for details.",
      });
    }
    if (length === 0) break;
    state.allowSimpleKey = false;
    chunks.push(...spaces, reader.prefix(length));
    reader.forward(length);
    end = reader.mark();
    spaces = plainSpaces(state);
    if (spaces === undefined || spaces.length === 0 || reader.peek() === "#") break;
    if (state.flowLevel === 0 && reader.column < indent) break;
  }
  return { kind: "scalar", start, end, value: chunks.join(""), style: "plain" };
}

const ESCAPES: Readonly<Record<string, string>> = {
  "0": "\0",
  a: "\x07",
  b: "\x08",
  t: "\t",
  "\t": "\t",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\x1b",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  N: "\x85",
  _: "\xa0",
  L: "\u2028",
  P: "\u2029",
};
const ESCAPE_LENGTHS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

function quotedBreaks(reader: CharReader, start: Mark): string[] {
  const chunks: string[] = [];
  for (;;) {
    if (atDocumentSeparator(reader)) {
      throw new YamlProblem({
        context: "while scanning a quoted scalar",
        contextMark: start,
        problem: "found unexpected document separator",
        problemMark: reader.mark(),
      });
    }
    while (reader.peek() === " " || reader.peek() === "\t") reader.forward();
    if (!BREAKS.includes(reader.peek())) return chunks;
    chunks.push(scanLineBreak(reader));
  }
}

function hexEscape(reader: CharReader, length: number, start: Mark): string {
  for (let k = 0; k < length; k += 1) {
    if (!/^[0-9A-Fa-f]$/.test(reader.peek(k))) {
      throw new YamlProblem({
        context: "while scanning a double-quoted scalar",
        contextMark: start,
        problem: `expected escape sequence of ${length} hexdecimal numbers, but found ${pyRepr(reader.peek(k))}`,
        problemMark: reader.mark(),
      });
    }
  }
  const code = Number.parseInt(reader.prefix(length), 16);
  reader.forward(length);
  return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
}

function quotedEscape(reader: CharReader, start: Mark): string[] {
  reader.forward();
  const ch = reader.peek();
  const replacement = ESCAPES[ch];
  if (replacement !== undefined) {
    reader.forward();
    return [replacement];
  }
  const length = ESCAPE_LENGTHS[ch];
  if (length !== undefined) {
    reader.forward();
    return [hexEscape(reader, length, start)];
  }
  if (BREAKS.includes(ch)) {
    scanLineBreak(reader);
    return quotedBreaks(reader, start);
  }
  throw new YamlProblem({
    context: "while scanning a double-quoted scalar",
    contextMark: start,
    problem: `found unknown escape character ${pyRepr(ch)}`,
    problemMark: reader.mark(),
  });
}

function quotedNonSpaces(reader: CharReader, double: boolean, start: Mark): string[] {
  const chunks: string[] = [];
  for (;;) {
    let length = 0;
    while (!" \n'\"\\\0\t\r\x85\u2028\u2029".includes(reader.peek(length))) length += 1;
    if (length > 0) {
      chunks.push(reader.prefix(length));
      reader.forward(length);
    }
    const ch = reader.peek();
    if (!double && ch === "'" && reader.peek(1) === "'") {
      chunks.push("'");
      reader.forward(2);
    } else if ((double && ch === "'") || (!double && (ch === '"' || ch === "\\"))) {
      chunks.push(ch);
      reader.forward();
    } else if (double && ch === "\\") {
      chunks.push(...quotedEscape(reader, start));
    } else {
      return chunks;
    }
  }
}

function quotedSpaces(reader: CharReader, start: Mark): string[] {
  let length = 0;
  while (reader.peek(length) === " " || reader.peek(length) === "\t") length += 1;
  const whitespace = reader.prefix(length);
  reader.forward(length);
  const ch = reader.peek();
  if (ch === "\0") {
    throw new YamlProblem({
      context: "while scanning a quoted scalar",
      contextMark: start,
      problem: "found unexpected end of stream",
      problemMark: reader.mark(),
    });
  }
  if (!BREAKS.includes(ch)) return [whitespace];
  const lineBreak = scanLineBreak(reader);
  const breaks = quotedBreaks(reader, start);
  if (lineBreak !== "\n") return [lineBreak, ...breaks];
  return breaks.length === 0 ? [" "] : breaks;
}

/** Reads a single- or double-quoted scalar; quoted scalars ignore indentation. */
export function scanFlowScalar(reader: CharReader, style: "'" | '"'): Token {
  const double = style === '"';
  const start = reader.mark();
  reader.forward();
  const chunks = quotedNonSpaces(reader, double, start);
  while (reader.peek() !== style) {
    chunks.push(...quotedSpaces(reader, start), ...quotedNonSpaces(reader, double, start));
  }
  reader.forward();
  return { kind: "scalar", start, end: reader.mark(), value: chunks.join(""), style };
}
