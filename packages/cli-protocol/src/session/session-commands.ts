// `start --session new` and `advance --session ID`: argv read into the sessions API, its answer printed.
import { UsageError } from "@skill-kit/core";
import {
  advanceSession,
  checkSessionId,
  fileRunStore,
  runLimitsOf,
  startSession,
  type RunLimits,
  type RunStore,
  type SessionOptions,
} from "@skill-kit/sessions";
import { checkStoreFlags, parseStoreSpec } from "@skill-kit/node";
import type { ParsedArgs } from "../args.js";
import { hostChoice } from "../handshake-flags.js";
import { printResult, stderrLog, type ProtocolContext } from "../protocol-context.js";
import { readParams, readSubmission } from "../submission-flags.js";

/**
 * The exit code of a session advance without `--print` whose output was refused (a `kind: "error"`
 * result, on stdout instead of its line number): not 0, so the refusal cannot pass unseen, and not
 * 1, which means the call stopped with nothing on stdout (docs/protocol.md, "Exit codes and errors").
 */
export const refusedExitCode = 3;

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

export async function sessionAdvance(context: ProtocolContext, args: ParsedArgs, id: string): Promise<number> {
  checkSessionId(id);
  const hasFlags = args.flags.has("step") || args.flags.has("output");
  const submitted = hasFlags ? await readSubmission(context.io, args) : undefined;
  const answer = await withSessionOptions(context, args, (options) =>
    advanceSession(context.definition, id, { ...options, ...submitted }),
  );
  if (!answer.ok) throw answer.error;
  const { line, result } = answer.value;
  if (args.switches.has("print")) printResult(context, result);
  else if (result.kind === "error") {
    // A line number alone would hide the refusal: print it, and exit with a code of its own.
    printResult(context, result);
    return refusedExitCode;
  } else context.io.stdout(`${line}\n`);
  return 0;
}

/**
 * Runs `work` with the sessions API's options for one argv call: `--session-dir`, or `--store`
 * (opened for the call and closed after it), `--owner`, and the run limits (`--max-runs-per-user`,
 * `--run-ttl`, `--finished-run-ttl`: given any, the store is opened with them; docs/serving.md).
 */
async function withSessionOptions<T>(
  context: ProtocolContext,
  args: ParsedArgs,
  work: (options: SessionOptions) => Promise<T>,
): Promise<T> {
  const { sessionDir, store: spec } = checkStoreFlags({
    sessionDir: args.flags.get("session-dir"),
    store: args.flags.get("store"),
  });
  const limits = runLimitsOf(
    {
      maxRuns: args.flags.get("max-runs-per-user"),
      runTtl: args.flags.get("run-ttl"),
      finishedRunTtl: args.flags.get("finished-run-ttl"),
    },
    false,
  );
  // With limits, the session files are a store opened with them; without, the sessions API's own.
  const files = limits === undefined ? undefined : fileRunStore({ sessionDir, env: context.io.env, limits });
  const store = spec === undefined ? files : await openStore(context, spec, limits);
  try {
    return await work({
      sessionDir,
      env: context.io.env,
      refs: context.refs,
      schemas: context.schemas,
      sessionCache: context.sessionCache,
      log: stderrLog(context.io),
      store,
      owner: args.flags.get("owner"),
    });
  } finally {
    await store?.close();
  }
}

function openStore(context: ProtocolContext, spec: string, limits: RunLimits | undefined): Promise<RunStore> {
  const parsed = parseStoreSpec(spec);
  if (parsed.kind === "file") return Promise.resolve(fileRunStore({ sessionDir: parsed.dir, env: context.io.env, limits }));
  if (context.openStore === undefined)
    throw new UsageError(
      `--store ${JSON.stringify(spec)}: this program opens only file:<dir> stores (a built skill opens postgres:// and redis:// too)`,
    );
  return context.openStore(spec, { limits });
}
