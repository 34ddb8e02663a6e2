// Text as a parser should read it: invisible and format characters (zero-width, soft hyphen, bidi
// controls, variation selectors, tags) removed, so `cu\u200Brl` reads `curl`. Line breaks are kept,
// and each character of the result maps back to its index in the original.

/** Characters that change nothing a reader sees, yet split a word for a matcher. */
const invisible = new RegExp(
  String.raw`[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]|[\uFE00-\uFE0F]|\uDB40[\uDC00-\uDDEF]`,
  "g",
);

export interface NormalizedText {
  readonly text: string;
  /** The index in the original text of the character at `index` of `text`. */
  readonly originalIndex: (index: number) => number;
}

/** Whether `text` holds a character `normalize` removes (what the hidden-character rules look at, too). */
export function hasInvisible(text: string): boolean {
  invisible.lastIndex = 0;
  return invisible.test(text);
}

export function normalize(text: string): NormalizedText {
  if (!hasInvisible(text)) return { text, originalIndex: (index) => index };
  invisible.lastIndex = 0;
  /** Start of each kept stretch: [index in result, index in original]. */
  const stretches: [number, number][] = [[0, 0]];
  let result = "";
  let from = 0;
  for (const match of text.matchAll(invisible)) {
    result += text.slice(from, match.index);
    from = match.index + match[0].length;
    stretches.push([result.length, from]);
  }
  result += text.slice(from);
  return {
    text: result,
    originalIndex: (index) => {
      let low = 0;
      let high = stretches.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        const [start] = stretches[middle] ?? [0, 0];
        if (start <= index) low = middle;
        else high = middle - 1;
      }
      const [start, original] = stretches[low] ?? [0, 0];
      return original + index - start;
    },
  };
}
