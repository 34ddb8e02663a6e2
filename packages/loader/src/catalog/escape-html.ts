// Python's `html.escape(text, quote=True)`, which the reference uses for names and descriptions.
import { codePointLength } from "../code-points.js";

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Escapes `& < > " '` exactly as Python's `html.escape` does. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `codePointLength(escapeHtml(text))`, without building the escaped text. */
export function escapedChars(text: string): number {
  let extra = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x26) extra += 4;
    else if (code === 0x3c || code === 0x3e) extra += 3;
    else if (code === 0x22 || code === 0x27) extra += 5;
  }
  return codePointLength(text) + extra;
}
