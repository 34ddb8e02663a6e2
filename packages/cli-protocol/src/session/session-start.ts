// `start --session new`: the flags read into `startSession`, the pointer printed.
import { UsageError } from "@skill-kit/core";
import type { ParsedArgs } from "../args.js";
import { hostChoice } from "../handshake-flags.js";
import { printResult, type ProtocolContext } from "../protocol-context.js";
import { readParams } from "../submission-flags.js";
import { withSessionOptions } from "./session-advance.js";
import { startSession } from "./start-session.js";

export async function sessionStart(context: ProtocolContext, args: ParsedArgs): Promise<number> {
  const outputMode = args.flags.get("output-mode") ?? "file";
  if (outputMode !== "file" && outputMode !== "flag")
    throw new UsageError(`--output-mode must be "file" or "flag", found ${JSON.stringify(outputMode)}`);
  const params = await readParams(context.io, args);
  const started = await withSessionOptions(context, args, (options) =>
    startSession(context.definition, { ...options, params, subskill: context.subskill, host: hostChoice(args), outputMode }),
  );
  if (!started.ok) throw started.error;
  const { sessionId, file, line, result } = started.value;
  printResult(context, args.switches.has("print") ? { sessionId, file, line, result } : { sessionId, file, line });
  return 0;
}
