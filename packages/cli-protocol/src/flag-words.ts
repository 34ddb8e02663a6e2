// The sessions API's refusals in the CLI's words: where one asks for a step and its output, a new
// session or a session folder (`data.hint`, with the phrase that asks it in `data.asks`), the CLI
// names its flags in that phrase's place.
import type { SkillKitError } from "@skill-kit/core";

/**
 * The CLI's words for each of sessions' `SessionHint`s (session-errors.test.ts holds every one). A
 * function, not a table: a step's program compiles it only when a call fails.
 */
function flagWords(hint: unknown): string | undefined {
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
    default:
      return undefined;
  }
}

/** The error's message, what it asks (when it asks something) in the CLI's words. */
export function inFlagWords(error: SkillKitError): string {
  const words = flagWords(error.data?.["hint"]);
  const asks = error.data?.["asks"];
  return words === undefined || typeof asks !== "string" ? error.message : error.message.replace(asks, () => words);
}
