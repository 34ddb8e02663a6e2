// The refusals that ask something of their caller, in the sessions API's own words: a step and its
// output, a new session, a session folder. Each carries `data.hint` (what it asks) and
// `data.asks`, the phrase of its message that asks it, so a caller with words of its own (the
// CLI's flags, `@skill-kit/cli-protocol`) can put them in its place. Built only when a call is
// refused: a step's program compiles them then, so they stay out of the code cache each step loads.
import { SessionError, UsageError } from "@skill-kit/core";

/** What a refusal asks of its caller. */
export type SessionHint = "new-session" | "session-id" | "session-folder" | "submit-again" | "step-and-output" | "submit-output";

/** SESSION_NOT_FOUND: no run `id` at `path`. */
export function sessionNotFound(id: string, path: string): SessionError {
  const asks = "Start a new session.";
  return new SessionError("SESSION_NOT_FOUND", {
    message: `session "${id}" not found at ${path}. ${asks}`,
    data: { hint: "new-session", asks },
  });
}

/** USAGE: `shown` (the id as given, cut short) is no session id. */
export function badSessionId(shown: string): UsageError {
  const asks = "32 lowercase hex characters";
  return new UsageError(`invalid session id ${shown}: expected ${asks}`, { data: { hint: "session-id", asks } });
}

/** SESSION_UNSAFE: the default session folder's mode is not 0700. */
export function folderNotPrivate(dir: string, mode: number): SessionError {
  const asks = "choose a session folder of your own";
  return new SessionError("SESSION_UNSAFE", {
    message: `refusing session directory ${dir}: its mode is ${mode.toString(8)}, expected 700 (chmod 700 it, or ${asks})`,
    data: { hint: "session-folder", asks },
  });
}

/** SESSION_TORN: the run ends in a torn line and nothing was submitted to replace it. */
export function tornRun(id: string): SessionError {
  const asks = "Submit this step and its output again";
  return new SessionError("SESSION_TORN", {
    message: `session "${id}" ends in a torn line (a crash or a partial append); nothing was changed. ${asks} and it will replace the torn line.`,
    data: { hint: "submit-again", asks },
  });
}

/** USAGE: a flag-mode run advanced with nothing submitted. */
export function nothingSubmitted(): UsageError {
  const asks = "both the step and its output";
  return new UsageError(`this session is in flag mode: advance needs ${asks}`, { data: { hint: "step-and-output", asks } });
}

/** USAGE: a file-mode run with no output line to take. */
export function noOutputLine(id: string): UsageError {
  const asks = "submit the step and its output";
  return new UsageError(
    `no output found in session "${id}": append {"type":"output","step":"<step>","output":{…}} to the file, or ${asks}`,
    { data: { hint: "submit-output", asks } },
  );
}
