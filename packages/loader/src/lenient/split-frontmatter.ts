// The lenient frontmatter split: YAML between `---` delimiter lines; BOM, CRLF and leading blank lines tolerated.
import { errorDiagnostic, warningDiagnostic, type Diagnostic } from "../diagnostic.js";

/** The YAML text, the body, and the file line (1-based) where the YAML starts. */
export interface FrontmatterParts {
  readonly yaml: string;
  readonly body: string;
  readonly yamlStartLine: number;
}

/** The split, or the diagnostics explaining why there is no frontmatter. */
export type SplitResult =
  | { readonly ok: true; readonly parts: FrontmatterParts; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

const DELIMITER = /^---[ \t]*$/;

function preview(line: string): string {
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

/** Splits SKILL.md text at delimiter lines (a `---` inside a value is not a delimiter). */
export function splitFrontmatter(source: string, path?: string): SplitResult {
  const diagnostics: Diagnostic[] = [];
  let text = source;
  if (text.startsWith("\uFEFF")) {
    text = text.slice(1);
    const message =
      "SKILL.md starts with a byte-order mark (U+FEFF); it was ignored, but the reference validator rejects such a file";
    diagnostics.push(warningDiagnostic("byte-order-mark", message, path));
  }
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  const blank = /^(?:[ \t]*\n)*/.exec(text)?.[0] ?? "";
  const blankLines = blank.split("\n").length - 1;
  if (blank.length === text.length) {
    return {
      ok: false,
      diagnostics: [
        ...diagnostics,
        errorDiagnostic("frontmatter-missing", "SKILL.md is empty; expected YAML frontmatter between '---' lines", path),
      ],
    };
  }
  if (blankLines > 0) {
    const message = `SKILL.md has ${blankLines} blank line(s) before the opening '---'; they were ignored, but the reference validator rejects such a file`;
    diagnostics.push(warningDiagnostic("frontmatter-leading-blank-lines", message, path));
  }
  const openEnd = text.indexOf("\n", blank.length);
  const first = text.slice(blank.length, openEnd === -1 ? undefined : openEnd);
  if (!DELIMITER.test(first)) {
    const message = `expected line ${blankLines + 1} to be '---' opening the YAML frontmatter; found '${preview(first)}'`;
    return { ok: false, diagnostics: [...diagnostics, errorDiagnostic("frontmatter-missing", message, path)] };
  }
  const closing = /^---[ \t]*$/gm;
  closing.lastIndex = openEnd === -1 ? text.length : openEnd + 1;
  const close = openEnd === -1 ? null : closing.exec(text);
  if (close === null) {
    const message = `the frontmatter opened by '---' on line ${blankLines + 1} is never closed: expected a later line that is just '---'`;
    return { ok: false, diagnostics: [...diagnostics, errorDiagnostic("frontmatter-unclosed", message, path)] };
  }
  const yaml = text.slice(openEnd + 1, Math.max(openEnd + 1, close.index - 1));
  const parts = { yaml, body: text.slice(close.index + close[0].length).trim(), yamlStartLine: blankLines + 2 };
  return { ok: true, parts, diagnostics };
}
