// The planted attacks (test/planted/<case>/, each a small skill): every case is found by its rule at
// its level, and the set as a whole is mostly errors. One row per case, so rows are appended cleanly.
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findSkillFolders, readSkillContents } from "../src/read-skill-contents.js";
import { scanSkill } from "../src/scan-skill.js";
import { scanRules } from "../src/scan-rules.js";

const plantedRoot = fileURLToPath(new URL("planted", import.meta.url));

const cases = [
  { case: "shell-quoted-url", rule: "download-execute", level: "error" },
  { case: "shell-bin-bash", rule: "download-execute", level: "error" },
  { case: "shell-sudo-user", rule: "download-execute", level: "error" },
  { case: "shell-env-bash", rule: "download-execute", level: "error" },
  { case: "shell-continued-line", rule: "download-execute", level: "error" },
  { case: "shell-tee", rule: "download-execute", level: "error" },
  { case: "shell-source-process", rule: "download-execute", level: "error" },
  { case: "shell-dot-wget", rule: "download-execute", level: "error" },
  { case: "shell-bash-process", rule: "download-execute", level: "error" },
  { case: "shell-eval-substitution", rule: "download-execute", level: "error" },
  { case: "shell-eval-backticks", rule: "download-execute", level: "error" },
  { case: "shell-sh-c", rule: "download-execute", level: "error" },
  { case: "shell-pipe-python3", rule: "download-execute", level: "error" },
  { case: "shell-pipe-python", rule: "download-execute", level: "error" },
  { case: "shell-pipe-node", rule: "download-execute", level: "error" },
  { case: "shell-pipe-perl", rule: "download-execute", level: "error" },
  { case: "shell-pipe-ruby", rule: "download-execute", level: "error" },
  { case: "shell-pipe-php", rule: "download-execute", level: "error" },
  { case: "shell-pipe-pwsh", rule: "download-execute", level: "error" },
  { case: "shell-download-and-run", rule: "download-execute", level: "error" },
  { case: "shell-wget-chmod-run", rule: "download-execute", level: "error" },
  { case: "shell-run-lines-later", rule: "download-execute", level: "error" },
  { case: "shell-command-variable", rule: "download-execute", level: "error" },
  { case: "shell-output-variable", rule: "download-execute", level: "error" },
  { case: "shell-command-string", rule: "download-execute", level: "error" },
  { case: "shell-empty-quotes", rule: "download-execute", level: "error" },
  { case: "shell-split-quotes", rule: "download-execute", level: "error" },
  { case: "shell-leading-backslash", rule: "download-execute", level: "error" },
  { case: "shell-inner-backslash", rule: "download-execute", level: "error" },
  { case: "shell-default-expansion", rule: "download-execute", level: "error" },
  { case: "shell-zero-width-curl", rule: "download-execute", level: "error" },
  { case: "shell-busybox-wget", rule: "download-execute", level: "error" },
  { case: "shell-aria2c-run", rule: "download-execute", level: "error" },
  { case: "shell-ansi-c-name", rule: "download-execute", level: "error" },
  { case: "markdown-fenced-block", rule: "download-execute", level: "error" },
  { case: "markdown-inline-code", rule: "download-execute", level: "error" },
  { case: "markdown-indented-code", rule: "download-execute", level: "error" },
  { case: "markdown-plain-line", rule: "download-execute", level: "error" },
  { case: "markdown-table-entity", rule: "download-execute", level: "error" },
  { case: "python-exec-urlopen", rule: "download-execute", level: "error" },
  { case: "python-requests-later", rule: "download-execute", level: "error" },
  { case: "shell-python-c", rule: "download-execute", level: "error" },
  { case: "node-eval-fetch", rule: "download-execute", level: "error" },
  { case: "node-new-function", rule: "download-execute", level: "error" },
  { case: "shell-node-e", rule: "download-execute", level: "error" },
  { case: "node-exec-sync-shell", rule: "download-execute", level: "error" },
  { case: "powershell-iex-iwr", rule: "download-execute", level: "error" },
  { case: "powershell-irm-iex", rule: "download-execute", level: "error" },
  { case: "powershell-invoke-expression", rule: "download-execute", level: "error" },
  { case: "powershell-scriptblock", rule: "download-execute", level: "error" },
  { case: "powershell-scriptblock-call", rule: "download-execute", level: "error" },
  { case: "powershell-downloadstring-iex", rule: "download-execute", level: "error" },
  { case: "encoded-base64-shell", rule: "encoded-execute", level: "error" },
  { case: "encoded-printf-hex", rule: "encoded-execute", level: "error" },
  { case: "encoded-xxd", rule: "encoded-execute", level: "error" },
  { case: "encoded-eval-base64", rule: "encoded-execute", level: "error" },
  { case: "encoded-powershell", rule: "encoded-execute", level: "error" },
  { case: "secret-key-variable", rule: "secret-exfiltration", level: "error" },
  { case: "secret-file-far-below", rule: "secret-exfiltration", level: "error" },
  { case: "secret-env-stdin", rule: "secret-exfiltration", level: "error" },
  { case: "secret-gh-hosts", rule: "secret-exfiltration", level: "error" },
  { case: "secret-key-netcat", rule: "secret-exfiltration", level: "error" },
  { case: "secret-scp-key", rule: "secret-exfiltration", level: "error" },
  { case: "secret-wget-post", rule: "secret-exfiltration", level: "error" },
  { case: "secret-token-data", rule: "secret-exfiltration", level: "error" },
  { case: "secret-proc-environ", rule: "secret-exfiltration", level: "error" },
  { case: "secret-dns", rule: "secret-exfiltration", level: "error" },
  { case: "secret-temp-file-later", rule: "secret-exfiltration", level: "error" },
  { case: "python-post-key", rule: "secret-exfiltration", level: "error" },
  { case: "node-post-env", rule: "secret-exfiltration", level: "error" },
  { case: "powershell-post-key", rule: "secret-exfiltration", level: "error" },
  { case: "markdown-prose-secret", rule: "secret-exfiltration", level: "error" },
  { case: "encoded-heredoc-base64", rule: "encoded-execute", level: "error" },
  { case: "shell-heredoc-script", rule: "download-execute", level: "error" },
  { case: "shell-echo-script", rule: "download-execute", level: "error" },
  { case: "powershell-outfile-run", rule: "download-execute", level: "error" },
  { case: "secret-ssh-folder-upload", rule: "secret-exfiltration", level: "error" },
  { case: "text-nul-script", rule: "download-execute", level: "error" },
  { case: "text-nul-first-line", rule: "download-execute", level: "error" },
  { case: "text-utf16-tags", rule: "unicode-tag", level: "error" },
  { case: "text-utf16-bomless-tags", rule: "unicode-tag", level: "error" },
  { case: "text-variation-selectors", rule: "variation-selector-run", level: "error" },
  { case: "text-invisible-operator", rule: "invisible-operator", level: "error" },
  { case: "text-bidi-mark", rule: "bidi-mark", level: "error" },
  { case: "text-zero-width-in-word", rule: "zero-width-in-word", level: "error" },
  { case: "text-zero-width-in-script", rule: "zero-width-in-word", level: "error" },
  { case: "text-concealed-credential-read", rule: "concealed-credential-read", level: "error" },
  { case: "text-concealed-env-read", rule: "concealed-credential-read", level: "error" },
  { case: "text-utf16-credential-read", rule: "concealed-credential-read", level: "error" },
  { case: "text-lookalike-domain", rule: "lookalike-domain", level: "warning" },
  { case: "text-allowed-interpreter", rule: "broad-allowed-tools", level: "warning" },
];

const folders = new Map(findSkillFolders(plantedRoot, 1).map((folder) => [basename(folder), folder]));

describe("planted attacks", () => {
  it("has a row for every planted folder, and a folder for every row", () => {
    expect([...folders.keys()].sort()).toEqual(cases.map((row) => row.case).sort());
  });

  for (const row of cases)
    it(`${row.case}: ${row.rule} at level ${row.level}`, () => {
      const findings = scanSkill(readSkillContents(folders.get(row.case) ?? join(plantedRoot, row.case)));
      expect(scanRules.find((rule) => rule.id === row.rule)?.level).toBe(row.level);
      expect(findings.filter((finding) => finding.rule === row.rule).map((finding) => finding.level)).toContain(row.level);
    });

  it("holds at least 40 cases, at least 95% of them errors", () => {
    const errors = cases.filter((row) => row.level === "error").length;
    console.log(
      `planted: ${String(cases.length)} cases, ${String(errors)} errors (${((100 * errors) / cases.length).toFixed(1)}%)`,
    );
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(errors / cases.length).toBeGreaterThanOrEqual(0.95);
  });
});
