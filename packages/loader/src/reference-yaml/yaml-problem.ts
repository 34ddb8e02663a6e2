// The reference parser's error shape (context, problem, marks) and its exact text rendering.
import type { Mark } from "./char-reader.js";

/** What went wrong while reading YAML, with the marks the reference parser would report. */
export interface YamlProblemInit {
  readonly context?: string;
  readonly contextMark?: Mark;
  readonly problem: string;
  readonly problemMark?: Mark;
  readonly note?: string;
}

/** Thrown inside the reference YAML reader; caught and rendered by `loadReferenceYaml`. */
export class YamlProblem extends Error {
  readonly init: YamlProblemInit;

  constructor(init: YamlProblemInit) {
    super(init.problem);
    this.name = "YamlProblem";
    this.init = init;
  }
}

const SNIPPET_STOP = "\0\r\n\x85\u2028\u2029";
const HALF_WIDTH = 75 / 2 - 1;

function snippet(mark: Mark, chars: readonly string[]): string {
  let head = "";
  let start = mark.index;
  while (start > 0 && !SNIPPET_STOP.includes(chars[start - 1] ?? "\0")) {
    start -= 1;
    if (mark.index - start > HALF_WIDTH) {
      head = " ... ";
      start += 5;
      break;
    }
  }
  let tail = "";
  let end = mark.index;
  while (end < chars.length && !SNIPPET_STOP.includes(chars[end] ?? "\0")) {
    end += 1;
    if (end - mark.index > HALF_WIDTH) {
      tail = " ... ";
      end -= 5;
      break;
    }
  }
  const text = chars.slice(start, end).join("");
  const caretIndent = " ".repeat(4 + mark.index - start + head.length);
  return `    ${head}${text}${tail}\n${caretIndent}^ (line: ${mark.line + 1})`;
}

function renderMark(mark: Mark, chars: readonly string[]): string {
  return `  in "<unicode string>", line ${mark.line + 1}, column ${mark.column + 1}:\n${snippet(mark, chars)}`;
}

function sameMark(a: Mark, b: Mark): boolean {
  return a.line === b.line && a.column === b.column;
}

/** Renders a problem exactly as the reference parser's `str(error)` does. */
export function renderYamlProblem(init: YamlProblemInit, chars: readonly string[]): string {
  const lines: string[] = [];
  if (init.context !== undefined) lines.push(init.context);
  const { contextMark, problemMark } = init;
  if (contextMark !== undefined && (problemMark === undefined || !sameMark(contextMark, problemMark))) {
    lines.push(renderMark(contextMark, chars));
  }
  lines.push(init.problem);
  if (problemMark !== undefined) lines.push(renderMark(problemMark, chars));
  if (init.note !== undefined) lines.push(init.note);
  return lines.join("\n");
}
