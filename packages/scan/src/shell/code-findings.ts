// The code rules' findings for a whole skill, worked out once per scan and shared by the three rules
// (download-execute, encoded-execute, secret-exfiltration): every text file, invisible characters
// removed, its shell and other code read in order.
import type { FileFinding } from "../finding.js";
import { normalize } from "../normalize.js";
import type { ScanInput } from "../rules/rule.js";
import { positionOf } from "../text-of.js";
import { analyzeShell, newShellState } from "./analyze-shell.js";
import { analyzeCode } from "./code-flow.js";
import { hasCandidate } from "./candidate-lines.js";
import { requireShellParser, withShellTree } from "./parser.js";
import { codeParts } from "./snippets.js";
import type { ShellEvent } from "./stream.js";

const cache = new WeakMap<ReadonlyMap<string, string>, readonly FileFinding[]>();

function fileFindings(path: string, original: string): FileFinding[] {
  const normalized = normalize(original);
  const state = newShellState(withShellTree);
  const findings: FileFinding[] = [];
  const seen = new Set<string>();
  for (const part of codeParts(path, normalized.text)) {
    // A block with no word of interest finds nothing, unless it runs a file downloaded before it.
    if (part.embedded === true && part.language === "shell" && state.files.size === 0 && !hasCandidate(part.text)) continue;
    const events: ShellEvent[] =
      part.language === "shell"
        ? analyzeShell(part.text, state, { prose: part.prose === true, fragment: part.prose === true || part.span === true })
        : analyzeCode(part.text, part.language, { parse: withShellTree, sends: part.embedded !== true });
    for (const event of events) {
      const at = positionOf(original, normalized.originalIndex(part.start + event.index));
      const key = `${event.rule} ${String(at.line)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({ rule: event.rule, message: event.message, path, ...at });
    }
  }
  return findings;
}

function codeFindings(input: ScanInput): readonly FileFinding[] {
  const known = cache.get(input.texts);
  if (known !== undefined) return known;
  requireShellParser();
  const findings = [...input.texts].flatMap(([path, text]) => fileFindings(path, text));
  cache.set(input.texts, findings);
  return findings;
}

export function findingsOf(input: ScanInput, rule: string): FileFinding[] {
  return codeFindings(input)
    .filter((finding) => finding.rule === rule)
    .sort((a, b) => (a.path === b.path ? (a.line ?? 0) - (b.line ?? 0) : a.path < b.path ? -1 : 1));
}
