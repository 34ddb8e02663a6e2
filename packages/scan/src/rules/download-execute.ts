// Fetching a script and running it in one step: whatever the server sends at that moment runs, unreviewed.
// Each form is its own expression that starts at a fixed word, run only on files holding that word.
import type { FileFinding } from "../finding.js";
import { positionOf } from "../text-of.js";
import type { RuleCheck, ScanInput } from "./rule.js";

const shell = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|da|k|fi)?sh\b`;
const powershellFetch = String.raw`(?:iwr|irm|invoke-webrequest|invoke-restmethod|\(?new-object\s+(?:system\.)?net\.webclient\)?\.downloadstring)\b`;

/** curl … | sh, wget -qO- … | sudo bash */
const piped = new RegExp(String.raw`\b(?:curl|wget)\b[^\n|;&]*\|\s*${shell}`, "g");
/** bash <(curl …), sh -c "$(curl …)": found at `(curl`, then the shell looked for just before it. */
const substituted = /[<$]\(\s*(?:curl|wget)\b/g;
const shellBefore = new RegExp(String.raw`\b${shell}\s+(?:-c\s+)?["']?$`);
/** iex (iwr …), Invoke-Expression (New-Object Net.WebClient).DownloadString(…), irm … | iex */
const powershell = new RegExp(
  String.raw`\b(?:iex|invoke-expression)\b\s*\(*\s*(?:&\s*)?${powershellFetch}|\b${powershellFetch}[^\n|]*\|\s*(?:iex|invoke-expression)\b`,
  "gi",
);

function found(where: { readonly text: string; readonly path: string }, at: number, source: string): FileFinding {
  const message = `downloads and runs code: ${JSON.stringify(source.slice(0, 80))}`;
  return { rule: "download-execute", message, path: where.path, ...positionOf(where.text, at) };
}

function check(input: ScanInput): FileFinding[] {
  const findings: FileFinding[] = [];
  for (const [path, text] of input.texts) {
    const where = { text, path };
    const shellFetch = text.includes("curl") || text.includes("wget");
    if (shellFetch) {
      for (const match of text.matchAll(piped)) findings.push(found(where, match.index, match[0]));
      for (const match of text.matchAll(substituted)) {
        const lineStart = text.lastIndexOf("\n", match.index) + 1;
        const before = shellBefore.exec(text.slice(Math.max(lineStart, match.index - 80), match.index));
        if (before !== null) findings.push(found(where, match.index - before[0].length, before[0] + match[0]));
      }
    }
    if (/iex|invoke-expression/i.test(text))
      for (const match of text.matchAll(powershell)) findings.push(found(where, match.index, match[0]));
  }
  return findings.sort((a, b) => (a.path === b.path ? (a.line ?? 0) - (b.line ?? 0) : a.path < b.path ? -1 : 1));
}

export const downloadExecute: RuleCheck = {
  rule: {
    id: "download-execute",
    level: "error",
    reason: "a script downloaded and run in one step runs whatever the server sends, unreviewed",
  },
  check,
};
