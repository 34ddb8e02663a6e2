// Stateless mode: every call carries params and the history; nothing is stored.
import type { ParsedArgs } from "./args.js";
import { handshakeOf, hostChoice } from "./handshake-flags.js";
import { maxHistoryBytes, maxValueBytes, readJson } from "./json-input.js";
import { createRun, printResult, replayOrRefuse, type ProtocolContext } from "./protocol-context.js";
import { UsageError } from "./usage-error.js";

export async function readParams(context: ProtocolContext, args: ParsedArgs): Promise<unknown> {
  const params = await readJson({ flag: "params", text: args.flags.get("params") ?? "{}", maxBytes: maxValueBytes, io: context.io });
  if (typeof params !== "object" || params === null || Array.isArray(params)) throw new UsageError("--params must be a JSON object");
  return params;
}

export async function readSubmission(context: ProtocolContext, args: ParsedArgs): Promise<{ step: string; output: unknown }> {
  const step = args.flags.get("step");
  const outputText = args.flags.get("output");
  if (step === undefined || outputText === undefined) throw new UsageError("advance needs both --step <name> and --output <json>");
  return { step, output: await readJson({ flag: "output", text: outputText, maxBytes: maxValueBytes, io: context.io }) };
}

export async function statelessStart(context: ProtocolContext, args: ParsedArgs): Promise<number> {
  const run = createRun(context, { params: await readParams(context, args), host: handshakeOf(hostChoice(args)) });
  printResult(context, await run.start());
  return 0;
}

export async function statelessAdvance(context: ProtocolContext, args: ParsedArgs): Promise<number> {
  const submission = await readSubmission(context, args);
  const params = await readParams(context, args);
  const history = await readJson({ flag: "history", text: args.flags.get("history") ?? "[]", maxBytes: maxHistoryBytes, io: context.io });
  if (!Array.isArray(history)) throw new UsageError("--history must be a JSON array of the `completed` and `autoAdvanced` entries you received");
  const run = createRun(context, { params, host: handshakeOf(hostChoice(args)) });
  const refused = replayOrRefuse(run, history);
  printResult(context, refused ?? (await run.advance(submission.step, submission.output)));
  return 0;
}
