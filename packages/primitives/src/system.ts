// `system`: persona and tone guidance, as a tagged template or a plain call.
import { describeValue } from "./describe-value.js";
import { PrimitiveConfigError } from "./primitive-config-error.js";
import type { SystemSegment } from "./prompt-segment.js";
import { resolveTemplate } from "./resolve-template.js";

/** `system` is a tag (dedented like `prompt`) or a function of one string (kept as written). */
export interface SystemTag {
  (strings: TemplateStringsArray, ...values: readonly unknown[]): SystemSegment;
  (text: string): SystemSegment;
}

function toText(first: TemplateStringsArray | string, values: readonly unknown[]): string {
  if (typeof first === "string") return first;
  if (Array.isArray(first)) return resolveTemplate(first, values);
  throw new PrimitiveConfigError({
    message: `system: expected a string or a template, found ${describeValue(first)}`,
    data: { where: "system" },
  });
}

/** Creates a system segment, rendered as `<system>text</system>`. */
export const system: SystemTag = (first: TemplateStringsArray | string, ...values: readonly unknown[]): SystemSegment =>
  Object.freeze({ kind: "system", text: toText(first, values) });
