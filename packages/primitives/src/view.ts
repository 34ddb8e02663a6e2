// `view`: content the agent shows verbatim, optionally labelled.
import { describeValue } from "./describe-value.js";
import { PrimitiveConfigError } from "./primitive-config-error.js";
import type { ViewSegment } from "./prompt-segment.js";

function toContent(content: string | readonly string[]): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content) && content.every((part) => typeof part === "string")) return content.join("\n\n");
  throw new PrimitiveConfigError({
    message: `view: content: expected a string or an array of strings, found ${describeValue(content)}`,
    data: { where: "view", field: "content" },
  });
}

/** Content to emit verbatim, rendered as `<rendered>`; an array is joined with blank lines. */
export function view(content: string | readonly string[]): ViewSegment;
/** Labelled content, rendered as `<rendered name="label">`. */
export function view(label: string, content: string | readonly string[]): ViewSegment;
export function view(first: string | readonly string[], second?: string | readonly string[]): ViewSegment {
  if (second === undefined) return Object.freeze({ kind: "view", content: toContent(first) });
  if (typeof first !== "string") {
    throw new PrimitiveConfigError({
      message: `view: label: expected a string, found ${describeValue(first)}`,
      data: { where: "view", field: "label" },
    });
  }
  const content = toContent(second);
  return Object.freeze(first === "" ? { kind: "view", content } : { kind: "view", label: first, content });
}
