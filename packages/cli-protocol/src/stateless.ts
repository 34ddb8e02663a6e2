// Stateless mode: every call carries params and the history; nothing is stored.
import type { ParsedArgs } from "./args.js";
import { hostChoice } from "./handshake-flags.js";
import { maxHistoryBytes, readJson } from "./json-input.js";
import { createRun, handshakeOf, replayOrRefuse } from "@skill-kit/sessions/internal";
import { stderrLog, printResult, type ProtocolContext } from "./protocol-context.js";
import { UsageError } from "@skill-kit/core";
import { readParams, readSubmission } from "./submission-flags.js";

export async function statelessStart(context: ProtocolContext, args: ParsedArgs): Promise<number> {
  const run = createRun(context, {
    params: await readParams(context.io, args),
    host: handshakeOf(hostChoice(args)),
    log: stderrLog(context.io),
  });
  printResult(context, await run.start());
  return 0;
}

export async function statelessAdvance(context: ProtocolContext, args: ParsedArgs): Promise<number> {
  const submission = await readSubmission(context.io, args);
  const params = await readParams(context.io, args);
  const history = await readJson({
    flag: "history",
    text: args.flags.get("history") ?? "[]",
    maxBytes: maxHistoryBytes,
    io: context.io,
  });
  if (!Array.isArray(history))
    throw new UsageError("--history must be a JSON array of the `completed` and `autoAdvanced` entries you received");
  const run = createRun(context, { params, host: handshakeOf(hostChoice(args)), log: stderrLog(context.io) });
  const refused = replayOrRefuse(run, history);
  printResult(context, refused ?? (await run.advance(submission.step, submission.output)));
  return 0;
}
