// Renders a whole step prompt: each piece in order, joined by a blank line (§3).
import { describeValue } from "./describe-value.js";
import { escapeAttribute } from "./escape-xml.js";
import { PrimitiveConfigError } from "./primitive-config-error.js";
import type { PromptPiece, PromptValue } from "./prompt-segment.js";
import { isPromptSegment } from "./prompt-segment.js";
import { renderAct } from "./render-act.js";
import type { RenderContext } from "./render-context.js";

/** What a prompt-less step renders as: an empty `<prompt>` piece. */
const emptyPrompt = "<prompt>\n\n</prompt>";

function renderPiece(piece: PromptPiece, context: RenderContext): string {
  if (typeof piece === "string") return piece === "" ? "" : `<prompt>\n${piece}\n</prompt>`;
  if (!isPromptSegment(piece)) {
    throw new PrimitiveConfigError({
      message: `prompt: expected a string or a system, view or act segment, found ${describeValue(piece)}`,
      data: { where: "prompt" },
    });
  }
  switch (piece.kind) {
    case "system":
      return `<system>${piece.text}</system>`;
    case "view": {
      const name = piece.label === undefined || piece.label === "" ? "" : ` name="${escapeAttribute(piece.label)}"`;
      return `<rendered${name}>\n${piece.content}\n</rendered>`;
    }
    case "act":
      return renderAct(piece, context);
  }
}

function isPieceList(value: PromptValue): value is readonly PromptPiece[] {
  return Array.isArray(value);
}

/**
 * The prompt text of `value`: pieces rendered in order and joined by a blank line, empty
 * renderings (empty strings) dropped. Nothing to render (a prompt-less step) gives `<prompt>\n\n</prompt>`.
 * Prompt, system and rendered bodies are author prose and are inserted as written.
 */
export function renderPrompt(value: PromptValue | undefined, context: RenderContext): string {
  if (value === undefined) return emptyPrompt;
  const pieces = isPieceList(value) ? value : [value];
  const text = pieces
    .map((piece) => renderPiece(piece, context))
    .filter((rendered) => rendered !== "")
    .join("\n\n");
  return text === "" ? emptyPrompt : text;
}
