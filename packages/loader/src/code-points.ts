// Lengths in code points (as Python and the spec count them), not UTF-16 units.

/** Number of code points in `text` (an emoji counts 1, not 2). */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length -= 1;
        index += 1;
      }
    }
  }
  return length;
}

/** The first `max` code points of `text`. */
export function sliceCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let count = 0;
  let end = 0;
  for (const char of text) {
    if (count === max) break;
    count += 1;
    end += char.length;
  }
  return text.slice(0, end);
}
