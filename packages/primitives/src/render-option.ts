// One `<option>` of a structured question or a survey question, with its optional preview.
import type { AskUserOption } from "./act-segment.js";
import { escapeAttribute, escapeText } from "./escape-xml.js";

/**
 * Renders `option` at `indent`: one line, or three when it has a preview (the preview two
 * spaces deeper, the closing tag back at `indent`).
 */
export function renderOption(option: AskUserOption, indent: string): string {
  const open = `${indent}<option value="${escapeAttribute(option.value)}" label="${escapeAttribute(option.label)}">`;
  const description = escapeText(option.description ?? "");
  if (option.preview === undefined || option.preview === "") return `${open}${description}</option>`;
  return [`${open}${description}`, `${indent}  <preview>${escapeText(option.preview)}</preview>`, `${indent}</option>`].join(
    "\n",
  );
}
