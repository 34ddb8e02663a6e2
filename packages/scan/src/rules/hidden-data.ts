// Invisible characters that carry data or change what is shown, beyond bidi controls and tag characters:
// variation-selector runs (a byte per selector after a visible character), invisible math operators,
// direction marks in text without right-to-left letters, and a zero-width character inside a word of code.
import type { FileFinding } from "../finding.js";
import { positionCursor } from "../text-of.js";
import { isCodeFile } from "./code-file.js";
import { hiddenCandidates } from "./hidden-candidates.js";
import { matchLines } from "./match-lines.js";
import type { RuleCheck, ScanInput } from "./rule.js";

/** The byte a variation selector stands for in the usual smuggling encoding (U+FE00… = 0–15, U+E0100… = 16–255). */
const byteOf = (point: number): number => (point >= 0xe0100 ? point - 0xe0100 + 16 : point - 0xfe00);

export const variationSelectorRun: RuleCheck = {
  rule: {
    id: "variation-selector-run",
    level: "error",
    reason: "a run of variation selectors shows as nothing but can encode hidden data (a byte per selector)",
  },
  check: (input) =>
    matchLines(hiddenCandidates(input), {
      rule: "variation-selector-run",
      pattern: /(?:[\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]){2,}/g,
      describe: (match) => {
        const bytes = Array.from(match[0], (char) => byteOf(char.codePointAt(0) ?? 0xfe00));
        const decoded = new TextDecoder().decode(new Uint8Array(bytes));
        return `${String(bytes.length)} variation selectors in a row, decoding to ${JSON.stringify(decoded.slice(0, 60))}`;
      },
    }),
};

export const invisibleOperator: RuleCheck = {
  rule: {
    id: "invisible-operator",
    level: "error",
    reason: "invisible math operators (U+2061–U+2064) show as nothing and can split or hide words",
  },
  check: (input) =>
    matchLines(hiddenCandidates(input), {
      rule: "invisible-operator",
      pattern: /[\u2061-\u2064]+/g,
      describe: (match) =>
        `${String(match[0].length)} invisible operator(s) (U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase()}…)`,
    }),
};

/** Letters of right-to-left scripts: where a direction mark is at home. */
const rightToLeft =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]|[\uD802\uD803][\uDC00-\uDFFF]|\uD83A[\uDC00-\uDFFF]|\uD83B[\uDC00-\uDEFF]/;
const marks = /[\u200E\u200F\u061C]/g;

function bidiMarks(input: ScanInput): FileFinding[] {
  const findings: FileFinding[] = [];
  for (const [path, text] of hiddenCandidates(input).texts) {
    if (!/[\u200E\u200F\u061C]/.test(text)) continue;
    const position = positionCursor(text);
    for (const match of text.matchAll(marks)) {
      const start = text.lastIndexOf("\n", match.index) + 1;
      const end = text.indexOf("\n", match.index);
      if (rightToLeft.test(text.slice(start, end === -1 ? text.length : end))) continue;
      const name =
        match[0] === "\u200E" ? "left-to-right mark" : match[0] === "\u200F" ? "right-to-left mark" : "Arabic letter mark";
      findings.push({
        rule: "bidi-mark",
        message: `${name} in a line without right-to-left text`,
        path,
        ...position(match.index),
      });
    }
  }
  return findings;
}

export const bidiMark: RuleCheck = {
  rule: {
    id: "bidi-mark",
    level: "error",
    reason: "a direction mark (LRM, RLM, ALM) in a line without right-to-left text only hides a split or reorders what is shown",
  },
  check: bidiMarks,
};

export const zeroWidthInWord: RuleCheck = {
  rule: {
    id: "zero-width-in-word",
    level: "error",
    reason:
      "a zero-width character inside a word of code or a script makes two names that look alike differ, or hides a word from review",
  },
  check: (input) => {
    const code = new Map(
      [...hiddenCandidates(input).texts].filter(
        ([path, text]) => /[\u200B-\u200D\u2060\uFEFF]/.test(text) && isCodeFile(path, text),
      ),
    );
    return matchLines(
      { ...input, texts: code },
      {
        rule: "zero-width-in-word",
        pattern: /(?<=[A-Za-z0-9_$-])[\u200B-\u200D\u2060\uFEFF](?=[A-Za-z0-9_$-])/g,
        describe: (match) => `zero-width character U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase()} inside a word`,
      },
    );
  },
};
