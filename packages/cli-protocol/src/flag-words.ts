// The sessions API's hints in the CLI's words: where a refusal asks for a step and its output, a
// new session or a session folder (`data.hint`, sessions' `sessionHint`), the CLI names its flags.
import type { SkillKitError } from "@skill-kit/core";
import { sessionHint, type SessionHint } from "@skill-kit/sessions";

/**
 * The CLI's words for a hint. A function, not a table: a step's program compiles it only when a
 * call fails, so it stays out of the code cache every step loads.
 */
function flagWords(hint: SessionHint): string {
  switch (hint) {
    case "new-session":
      return "Start a new session with --session new.";
    case "session-id":
      return "32 lowercase hex characters, as printed by --session new";
    case "session-folder":
      return "pass --session-dir";
    case "submit-again":
      return "Resubmit this step with --step <name> --output <json>";
    case "step-and-output":
      return "both --step <name> and --output <json>";
    case "submit-output":
      return "pass --step and --output";
  }
}

const isSessionHint = (value: unknown): value is SessionHint => typeof value === "string" && sessionHint(value) !== undefined;

/** The error's message, its hint (when it has one) in the CLI's words. */
export function inFlagWords(error: SkillKitError): string {
  const hint = error.data?.["hint"];
  return isSessionHint(hint) ? error.message.replace(sessionHint(hint) ?? "", () => flagWords(hint)) : error.message;
}
