// Running a payload that is written encoded (base64, hex, printf escapes, PowerShell -EncodedCommand):
// a reviewer sees noise where the shell sees a command. The payload is decoded and scanned in turn.
import { findingsOf } from "../shell/code-findings.js";
import type { RuleCheck } from "./rule.js";

export const encodedExecute: RuleCheck = {
  rule: {
    id: "encoded-execute",
    level: "error",
    reason: "a payload decoded (base64, hex, escapes, -EncodedCommand) and run hides what it does from a reviewer",
  },
  check: (input) => findingsOf(input, "encoded-execute"),
};
