// Finds each match of a global pattern in every text file and reports it with its line and column.
import type { FileFinding } from "../finding.js";
import { positionOf } from "../text-of.js";
import type { ScanInput } from "./rule.js";

export interface MatchOptions {
  readonly rule: string;
  /** Must have the `g` flag. */
  readonly pattern: RegExp;
  /** The message for one match. */
  readonly describe: (match: RegExpExecArray) => string;
}

export function matchLines(input: ScanInput, options: MatchOptions): FileFinding[] {
  const findings: FileFinding[] = [];
  for (const [path, text] of input.texts) {
    options.pattern.lastIndex = 0;
    for (let match = options.pattern.exec(text); match !== null; match = options.pattern.exec(text)) {
      findings.push({ rule: options.rule, message: options.describe(match), path, ...positionOf(text, match.index) });
      if (match[0] === "") options.pattern.lastIndex += 1;
    }
  }
  return findings;
}
