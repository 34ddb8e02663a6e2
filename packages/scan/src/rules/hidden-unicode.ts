// Characters a reader does not see but a model reads: bidirectional controls (text shown in another
// order than it is read), Unicode tag characters (invisible ASCII) and runs of zero-width characters.
import { hiddenCandidates } from "./hidden-candidates.js";
import { matchLines } from "./match-lines.js";
import type { RuleCheck } from "./rule.js";

const codePoint = (text: string): string =>
  Array.from(text, (char) => char)
    .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`)
    .join(" ");

export const bidiControl: RuleCheck = {
  rule: {
    id: "bidi-control",
    level: "error",
    reason: "bidirectional control characters make text display in a different order than an agent reads it",
  },
  check: (input) =>
    matchLines(hiddenCandidates(input), {
      rule: "bidi-control",
      pattern: /[\u202A-\u202E\u2066-\u2069]+/g,
      describe: (match) => `bidirectional control character ${codePoint(match[0])}`,
    }),
};

export const unicodeTag: RuleCheck = {
  rule: {
    id: "unicode-tag",
    level: "error",
    reason: "Unicode tag characters carry invisible text that models read as instructions",
  },
  check: (input) =>
    matchLines(hiddenCandidates(input), {
      rule: "unicode-tag",
      // The tags of a flag emoji (🏴 then up to six letters or digits, like gbsct for Scotland, then a
      // cancel tag) are not reported; anything longer, or after the cancel tag, is.
      pattern: /(?<!\uD83C\uDFF4(?:\uDB40[\uDC30-\uDC39\uDC61-\uDC7A]){0,6})(?:\uDB40[\uDC00-\uDC7F])+/g,
      describe: (match) => {
        const hidden = Array.from(match[0], (char) => char).map((char) =>
          String.fromCodePoint((char.codePointAt(0) ?? 0xe0000) - 0xe0000),
        );
        return `${String(hidden.length)} invisible tag character(s) spelling ${JSON.stringify(hidden.join("").slice(0, 60))}`;
      },
    }),
};

export const zeroWidthRun: RuleCheck = {
  rule: {
    id: "zero-width-run",
    level: "error",
    reason: "a run of zero-width characters can hide data or instructions in text that looks empty",
  },
  check: (input) =>
    matchLines(hiddenCandidates(input), {
      rule: "zero-width-run",
      pattern: /[\u200B-\u200D\u2060\uFEFF]{2,}/g,
      describe: (match) => `${String(match[0].length)} zero-width characters in a row (${codePoint(match[0].slice(0, 4))}…)`,
    }),
};
