// Fetching code and running it: whatever the server sends at that moment runs, unreviewed. Shell is
// parsed (src/shell/), so quoting, variables, `sudo`, `tee`, `<(…)`, `eval "$(…)"` and a file
// downloaded on one line and run on another are seen; Python, JavaScript and PowerShell are followed by line.
import { findingsOf } from "../shell/code-findings.js";
import type { RuleCheck } from "./rule.js";

export const downloadExecute: RuleCheck = {
  rule: {
    id: "download-execute",
    level: "error",
    reason:
      "code downloaded and run (piped to a shell or interpreter, eval'd, or saved and run) runs whatever the server sends, unreviewed",
  },
  check: (input) => findingsOf(input, "download-execute"),
};
