// Fetching a script and running it in one step: whatever the server sends at that moment runs, unreviewed.
import { matchLines } from "./match-lines.js";
import type { RuleCheck } from "./rule.js";

const shell = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|da|k|fi)?sh\b`;
const fetcher = String.raw`\b(?:curl|wget|fetch)\b`;
const powershellFetch = String.raw`\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|\(?new-object\s+(?:system\.)?net\.webclient\)?\.downloadstring)\b`;
const forms = [
  // curl … | sh, wget -qO- … | sudo bash
  String.raw`${fetcher}[^\n|;&]*\|\s*${shell}`,
  // bash <(curl …), sh -c "$(curl …)"
  String.raw`\b${shell}\s+(?:-c\s+)?["']?(?:<|\$)\(\s*${fetcher}`,
  // iex (iwr …), Invoke-Expression (New-Object Net.WebClient).DownloadString(…)
  String.raw`\b(?:iex|invoke-expression)\b\s*\(*\s*(?:&\s*)?${powershellFetch}`,
  // irm … | iex
  String.raw`${powershellFetch}[^\n|]*\|\s*(?:iex|invoke-expression)\b`,
];

export const downloadExecute: RuleCheck = {
  rule: {
    id: "download-execute",
    level: "error",
    reason: "a script downloaded and run in one step runs whatever the server sends, unreviewed",
  },
  check: (input) =>
    matchLines(input, {
      rule: "download-execute",
      pattern: new RegExp(forms.join("|"), "gi"),
      prefilter: /curl|wget|fetch|iwr|irm|invoke-|webclient/i,
      describe: (match) => `downloads and runs code: ${JSON.stringify(match[0].slice(0, 80))}`,
    }),
};
