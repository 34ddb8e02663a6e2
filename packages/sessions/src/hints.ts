// What a refusal asks of its caller, in the sessions API's own words: a step and its output, a new
// session, a session folder. Such a refusal carries `data.hint` and holds `sessionHint(hint)` word
// for word in its message, so a caller with words of its own (the CLI's flags,
// `@skill-kit/cli-protocol`) can put them in its place. A function, not a table: a step's program
// compiles it only when a call is refused, so it stays out of the code cache each step loads.

/** What a refusal asks of its caller. */
export type SessionHint = "new-session" | "session-id" | "session-folder" | "submit-again" | "step-and-output" | "submit-output";

/** The phrase `hint` stands for in a message; undefined for anything that is not a `SessionHint`. */
export function sessionHint(hint: string): string | undefined {
  switch (hint) {
    case "new-session":
      return "Start a new session.";
    case "session-id":
      return "the 32 lowercase hex characters a new session is given";
    case "session-folder":
      return "choose a session folder of your own";
    case "submit-again":
      return "Submit this step and its output again";
    case "step-and-output":
      return "both the step and its output";
    case "submit-output":
      return "submit the step and its output";
    default:
      return undefined;
  }
}
