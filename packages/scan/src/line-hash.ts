// A finding's line, hashed: what a report uses to know a finding again after lines are added above it.
import { createHash } from "node:crypto";
import type { Finding } from "./finding.js";

/** 16 hex digits of the SHA-256 of the line with its whitespace collapsed and trimmed. */
function hashLine(line: string): string {
  return createHash("sha256").update(line.replace(/\s+/g, " ").trim()).digest("hex").slice(0, 16);
}

/** The text of 1-based `line` in `text`. */
function lineOf(text: string, line: number): string {
  let start = 0;
  for (let at = 1; at < line; at += 1) {
    const next = text.indexOf("\n", start);
    if (next === -1) return "";
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? text.length : end);
}

/** Each finding in a text file with the hash of its line (`lineHash`). */
export function withLineHashes(findings: readonly Finding[], texts: ReadonlyMap<string, string>): Finding[] {
  return findings.map((finding) => {
    const text = texts.get(finding.path);
    if (finding.line === undefined || text === undefined) return finding;
    return { ...finding, lineHash: hashLine(lineOf(text, finding.line)) };
  });
}
