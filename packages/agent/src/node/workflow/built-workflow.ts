// A workflow driver over a built skill folder: each call runs the skill's own `scripts/run` in
// session mode with `--print` (as skill-kit-mcp does), so runs are that skill's ordinary runs.
import { join } from "node:path";
import type { Skill } from "@skill-kit/loader";
import { defaultSessionDir } from "@skill-kit/node";
import type { WorkflowDriver, WorkflowResult } from "../../types.js";
import { failedResult, workflowResultOf } from "../../workflows/workflow-result.js";
import { isBuiltWorkflow } from "./is-built-workflow.js";
import { runScript, type ScriptResult } from "./run-script.js";

export interface BuiltWorkflowOptions {
  /** `--store`: `file:<dir>`, `postgres://…` or `redis://…` (the last two need a build `--with stores`). */
  readonly store?: string;
  /** `--session-dir`: the session folder of the file store; `<tmpdir>/skill-kit-sessions` by default. */
  readonly sessionDir?: string;
  /** `--owner`: the identity the runs belong to; a run started with one is found only with the same. */
  readonly owner?: string;
  /** Milliseconds one call may take (default 120,000). */
  readonly timeoutMs?: number;
  /** Characters of output one call may print (default 16 MiB). */
  readonly maxOutputChars?: number;
}

const defaultTimeoutMs = 120_000;
const defaultMaxOutputChars = 16 * 1024 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.entries(value).find(([name]) => name === key)?.[1]
    : undefined;
}

/** Where runs live and whose they are, passed to every call. */
function runFlags(options: BuiltWorkflowOptions): string[] {
  return [
    ...(options.sessionDir === undefined ? [] : ["--session-dir", options.sessionDir]),
    ...(options.store === undefined ? [] : ["--store", options.store]),
    ...(options.owner === undefined ? [] : ["--owner", options.owner]),
  ];
}

/** The folders runs may be kept in: `--session-dir`, a `file:` store's, or the default one when neither is named. */
function sessionFolders(options: BuiltWorkflowOptions): string[] {
  const file = options.store?.startsWith("file:") === true ? options.store.slice("file:".length) : undefined;
  const named = [options.sessionDir, file].filter((folder): folder is string => folder !== undefined && folder !== "");
  return named.length > 0 || options.store !== undefined ? named : [defaultSessionDir(process.env)];
}

/** What the process printed on failure, without `error: ` prefixes and the `error-code:` line, the folder and store named by label. */
function failureOf(run: ScriptResult, options: BuiltWorkflowOptions): { readonly message: string; readonly code?: string } {
  const code = /^error-code: ([A-Z][A-Z0-9_]*)$/m.exec(run.stderr)?.[1];
  let message = run.stderr
    .split("\n")
    .filter((line) => !line.startsWith("error-code: "))
    .map((line) => line.replace(/^error: /, ""))
    .join("\n")
    .trim();
  if (options.store !== undefined) message = message.replaceAll(options.store, "<store>");
  for (const folder of sessionFolders(options)) message = message.replaceAll(folder, "<session folder>");
  if (message === "") message = `scripts/run exited with code ${String(run.code)}`;
  return code === undefined ? { message } : { message, code };
}

/** Starts and advances runs of the built workflow skill in `folder` through its `scripts/run`. */
export function builtWorkflow(folder: string, options: BuiltWorkflowOptions = {}): WorkflowDriver {
  const call = async (args: readonly string[], stdin: string, session: string | undefined): Promise<WorkflowResult> => {
    const run = await runScript({
      file: join(folder, "scripts", "run"),
      args: [...args, ...runFlags(options)],
      stdin,
      cwd: folder,
      timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
      maxOutputChars: options.maxOutputChars ?? defaultMaxOutputChars,
    });
    if (run.code !== 0) return failedResult({ session: session ?? "", ...failureOf(run, options) });
    const printed = parseJson(run.stdout);
    // `start` prints a pointer (`sessionId`, `result`); `advance --print` prints the result itself.
    const id = session ?? field(printed, "sessionId");
    const result = workflowResultOf(typeof id === "string" ? id : "", session === undefined ? field(printed, "result") : printed);
    return (
      result ?? failedResult({ session: session ?? "", message: `scripts/run printed no result: ${run.stdout.slice(0, 200)}` })
    );
  };
  return {
    start: (params) => call(["--params", "-", "--session", "new", "--print"], JSON.stringify(params), undefined),
    advance(session, step, output) {
      // An argument vector cannot hold a NUL; no step has one.
      if (step.includes("\0") || session.includes("\0"))
        return Promise.resolve(
          failedResult({ session, step, message: "a step or session never contains a NUL character", code: "USAGE" }),
        );
      return call(
        ["advance", "--session", session, "--step", step, "--output", "-", "--print"],
        JSON.stringify(output ?? null),
        session,
      );
    },
  };
}

/**
 * For `folderSkills({ workflow })`: a driver for each folder holding a built workflow skill (see
 * `isBuiltWorkflow`), all on the same store and owner.
 */
export function builtWorkflows(options: BuiltWorkflowOptions = {}): (folder: string, skill: Skill) => WorkflowDriver | undefined {
  return (folder, skill) => (isBuiltWorkflow(folder, skill) ? builtWorkflow(folder, options) : undefined);
}
