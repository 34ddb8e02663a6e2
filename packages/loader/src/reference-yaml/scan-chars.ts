// Character classes and whitespace handling shared by the reference scanner's parts.
import type { CharReader } from "./char-reader.js";

/** Characters that end a line (the reader yields `\0` past the end). */
export const END = "\0\r\n\x85\u2028\u2029";
/** Line ends plus space and tab. */
export const END_SPACE_TAB = "\0 \t\r\n\x85\u2028\u2029";
/** Line breaks only. */
export const BREAKS = "\r\n\x85\u2028\u2029";

/** Reads a line break (`\r\n`, `\r`, `\n`, `\x85` as `\n`; `\u2028`/`\u2029` as is) or returns "". */
export function scanLineBreak(reader: CharReader): string {
  const ch = reader.peek();
  if ("\r\n\x85".includes(ch)) {
    reader.forward(reader.prefix(2) === "\r\n" ? 2 : 1);
    return "\n";
  }
  if (ch === "\u2028" || ch === "\u2029") {
    reader.forward();
    return ch;
  }
  return "";
}

/**
 * Skips spaces, comments and line breaks up to the next token. Tabs are not skipped, except in
 * the whitespace that follows a blank line (a quirk of the round-trip scanner, kept on purpose).
 * Returns true when a line break or comment was crossed.
 */
export function skipToNextToken(reader: CharReader): boolean {
  let crossed = false;
  if (reader.index === 0 && reader.peek() === "\uFEFF") reader.forward();
  for (;;) {
    while (reader.peek() === " ") reader.forward();
    if (reader.peek() === "#") {
      while (!END.includes(reader.peek())) reader.forward();
      while (scanLineBreak(reader) !== "");
      crossed = true;
      continue;
    }
    if (scanLineBreak(reader) === "") return crossed;
    crossed = true;
    if (reader.peek() === "\n") {
      while ("\r\n\x85\u2028\u2029\t ".includes(reader.peek()) && reader.peek() !== "\0") reader.forward();
    }
  }
}
