// The reference reader's error for simple frontmatter with a snag, without running the reader.
import type { Mark } from "./char-reader.js";
import { flowCollectionRefusal } from "./disallowed-token.js";
import type { SimpleYamlSnag } from "./simple-yaml-line.js";
import { renderYamlProblem, type YamlProblemInit } from "./yaml-problem.js";
import { codePointLength } from "../code-points.js";

function markAt(text: string, snag: SimpleYamlSnag, offset: number): Mark {
  return {
    index: codePointLength(text.slice(0, offset)),
    line: snag.line,
    column: codePointLength(text.slice(snag.lineStart, offset)),
  };
}

/**
 * What the reference reader reports for `text` when `snag` is its first snag: every line before it
 * is simple, so the reader gets that far. A `: ` stops its scanner at the colon; a flow list is
 * refused at its `[`, before the scanner looks further than the first token of the next line.
 */
function snagProblem(text: string, snag: SimpleYamlSnag): YamlProblemInit {
  if (snag.kind === "flow")
    return flowCollectionRefusal(markAt(text, snag, snag.valueStart), markAt(text, snag, snag.valueStart + 1));
  return { problem: "mapping values are not allowed here", problemMark: markAt(text, snag, snag.colons[0] ?? snag.valueStart) };
}

/** The reference reader's error text for `text`, whose first snag is `snag`. */
export function snagMessage(text: string, snag: SimpleYamlSnag): string {
  return renderYamlProblem(snagProblem(text, snag), Array.from(text));
}
