// The pieces a step prompt is made of, and the guard that recognises a segment.
import type { ActSegment } from "./act-segment.js";
import { primitiveTags } from "./primitive-candidates.js";

/** Persona and tone guidance, rendered as `<system>text</system>`. */
export interface SystemSegment {
  readonly kind: "system";
  readonly text: string;
}

/** Content to show verbatim, rendered as `<rendered>` (with `name="label"` when labelled). */
export interface ViewSegment {
  readonly kind: "view";
  readonly label?: string;
  readonly content: string;
}

/** Any non-string piece of a prompt. */
export type PromptSegment = SystemSegment | ViewSegment | ActSegment;
/** One piece of a prompt: plain text (rendered as `<prompt>`) or a segment. */
export type PromptPiece = string | PromptSegment;
/** A whole prompt: one piece or an array of pieces, rendered in order. */
export type PromptValue = PromptPiece | readonly PromptPiece[];

function hasString(value: object, key: string): boolean {
  return typeof Reflect.get(value, key) === "string";
}

/** True for a system, view or act segment (plain data, so it also works across package copies). */
export function isPromptSegment(value: unknown): value is PromptSegment {
  if (typeof value !== "object" || value === null) return false;
  const kind: unknown = Reflect.get(value, "kind");
  if (kind === "system") return hasString(value, "text");
  if (kind === "view") return hasString(value, "content");
  if (kind !== "act") return false;
  const primitive: unknown = Reflect.get(value, "primitive");
  const config: unknown = Reflect.get(value, "config");
  return primitiveTags.some((tag) => tag === primitive) && typeof config === "object" && config !== null;
}
