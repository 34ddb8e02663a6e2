// Literal (`|`) and folded (`>`) block scalars, read with the reference scanner's rules.
import type { CharReader, Mark } from "./char-reader.js";
import { BREAKS, END, scanLineBreak } from "./scan-chars.js";
import type { ScalarScanState } from "./scan-scalars.js";
import type { Token } from "./token.js";
import { YamlProblem } from "./yaml-problem.js";
import { pyRepr } from "../python-text.js";

type Chomping = "strip" | "clip" | "keep";

function blockProblem(start: Mark, problem: string, reader: CharReader): YamlProblem {
  return new YamlProblem({ context: "while scanning a block scalar", contextMark: start, problem, problemMark: reader.mark() });
}

function readIndicators(reader: CharReader, start: Mark): { chomping: Chomping; increment?: number } {
  let chomping: Chomping = "clip";
  let increment: number | undefined;
  const readChomping = (): void => {
    const ch = reader.peek();
    if (ch === "+" || ch === "-") {
      chomping = ch === "+" ? "keep" : "strip";
      reader.forward();
    }
  };
  const readIncrement = (): void => {
    const ch = reader.peek();
    if (!/^[0-9]$/.test(ch)) return;
    if (ch === "0") throw blockProblem(start, "expected indentation indicator in the range 1-9, but found 0", reader);
    increment = Number(ch);
    reader.forward();
  };
  if (reader.peek() === "+" || reader.peek() === "-") {
    readChomping();
    readIncrement();
  } else {
    readIncrement();
    readChomping();
  }
  if (!"\0 \r\n\x85\u2028\u2029".includes(reader.peek())) {
    throw blockProblem(start, `expected chomping or indentation indicators, but found ${pyRepr(reader.peek())}`, reader);
  }
  return increment === undefined ? { chomping } : { chomping, increment };
}

function skipHeaderRest(reader: CharReader, start: Mark): void {
  while (reader.peek() === " ") reader.forward();
  if (reader.peek() === "#") while (!END.includes(reader.peek())) reader.forward();
  if (!END.includes(reader.peek())) {
    throw blockProblem(start, `expected a comment or a line break, but found ${pyRepr(reader.peek())}`, reader);
  }
  scanLineBreak(reader);
}

function detectIndentation(reader: CharReader): { breaks: string[]; maxIndent: number; end: Mark } {
  const breaks: string[] = [];
  let maxIndent = 0;
  let end = reader.mark();
  while (" \r\n\x85\u2028\u2029".includes(reader.peek())) {
    if (reader.peek() === " ") {
      reader.forward();
      maxIndent = Math.max(maxIndent, reader.column);
    } else {
      breaks.push(scanLineBreak(reader));
      end = reader.mark();
    }
  }
  return { breaks, maxIndent, end };
}

function readBreaks(reader: CharReader, indent: number): { breaks: string[]; end: Mark } {
  const breaks: string[] = [];
  let end = reader.mark();
  while (reader.column < indent && reader.peek() === " ") reader.forward();
  while (BREAKS.includes(reader.peek())) {
    breaks.push(scanLineBreak(reader));
    end = reader.mark();
    while (reader.column < indent && reader.peek() === " ") reader.forward();
  }
  return { breaks, end };
}

function atDocumentIndicator(reader: CharReader): boolean {
  const prefix = reader.prefix(3);
  return reader.column === 0 && (prefix === "---" || prefix === "...") && "\0 \t\r\n\x85\u2028\u2029".includes(reader.peek(3));
}

/** Reads a block scalar; the scanner's current indentation bounds its content. */
export function scanBlockScalar(state: ScalarScanState, style: "|" | ">"): Token {
  const { reader } = state;
  const folded = style === ">";
  const start = reader.mark();
  reader.forward();
  const { chomping, increment } = readIndicators(reader, start);
  skipHeaderRest(reader, start);
  let minIndent = state.indent + 1;
  if (increment !== undefined && minIndent < 1) minIndent = 1;
  let indent: number;
  let breaks: string[];
  let end: Mark;
  if (increment === undefined) {
    const detected = detectIndentation(reader);
    ({ breaks, end } = detected);
    indent = Math.max(minIndent, detected.maxIndent);
  } else {
    indent = minIndent + increment - 1;
    ({ breaks, end } = readBreaks(reader, indent));
  }
  const chunks: string[] = [];
  let lineBreak = "";
  while (reader.column === indent && reader.peek() !== "\0") {
    chunks.push(...breaks);
    const leadingNonSpace = reader.peek() !== " " && reader.peek() !== "\t";
    let length = 0;
    while (!END.includes(reader.peek(length))) length += 1;
    chunks.push(reader.prefix(length));
    reader.forward(length);
    lineBreak = scanLineBreak(reader);
    ({ breaks, end } = readBreaks(reader, indent));
    if (minIndent === 0 && atDocumentIndicator(reader)) break;
    if (reader.column !== indent || reader.peek() === "\0") break;
    const folds = folded && lineBreak === "\n" && leadingNonSpace && reader.peek() !== " " && reader.peek() !== "\t";
    if (!folds) chunks.push(lineBreak);
    else if (breaks.length === 0) chunks.push(" ");
  }
  if (chomping !== "strip") chunks.push(lineBreak);
  if (chomping === "keep") chunks.push(...breaks);
  return { kind: "scalar", start, end, value: chunks.join(""), style };
}
