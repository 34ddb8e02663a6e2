// `advance --session ID`: the flags read into `advanceSession`, its answer printed.
import type { ParsedArgs } from "../args.js";
import { printResult, stderrLog, type ProtocolContext } from "../protocol-context.js";
import { readSubmission } from "../submission-flags.js";
import { advanceSession } from "./advance-session.js";
import { checkSessionId } from "./session-id.js";
import type { SessionOptions } from "./session-options.js";

export async function sessionAdvance(context: ProtocolContext, args: ParsedArgs, id: string): Promise<number> {
  checkSessionId(id);
  const hasFlags = args.flags.has("step") || args.flags.has("output");
  const submitted = hasFlags ? await readSubmission(context.io, args) : undefined;
  const answer = await advanceSession(context.definition, id, { ...sessionOptionsOf(context, args), ...submitted });
  if (!answer.ok) throw answer.error;
  if (args.switches.has("print")) printResult(context, answer.value.result, answer.value.result);
  else context.io.stdout(`${answer.value.line}\n`);
  return 0;
}

/** The sessions API's options for one argv call. */
export function sessionOptionsOf(context: ProtocolContext, args: ParsedArgs): SessionOptions {
  return {
    sessionDir: args.flags.get("session-dir"),
    env: context.io.env,
    refs: context.refs,
    schemas: context.schemas,
    sessionCache: context.sessionCache,
    log: stderrLog(context.io),
  };
}
