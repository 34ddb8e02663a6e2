// What the scan did not read cannot be vouched for: a file over the size limit, and a FIFO, socket or
// device (never opened: reading one can hang or reach outside the skill).
import type { FileFinding } from "../finding.js";
import type { RuleCheck, ScanInput } from "./rule.js";

const unreadOf =
  (kind: "oversized" | "special") =>
  ({ contents }: ScanInput) =>
    (contents.unread ?? []).filter((entry) => entry.kind === kind);

export const oversizedFile: RuleCheck = {
  rule: {
    id: "oversized-file",
    level: "error",
    reason: "a file too large to scan (over 10 MiB) is installed unread: whatever it holds was never checked",
  },
  check: (input) =>
    unreadOf("oversized")(input).map(
      (entry): FileFinding => ({
        rule: "oversized-file",
        message: `is ${entry.detail}, over the size the scan reads: not scanned`,
        path: entry.path,
      }),
    ),
};

export const specialFile: RuleCheck = {
  rule: {
    id: "special-file",
    level: "error",
    reason:
      "a FIFO, socket or device in a skill is no file an agent should read (reading it can hang or reach outside the skill), and a file the scan cannot open is not checked",
  },
  check: (input) =>
    unreadOf("special")(input).map(
      (entry): FileFinding => ({ rule: "special-file", message: `is ${entry.detail}: never opened`, path: entry.path }),
    ),
};
