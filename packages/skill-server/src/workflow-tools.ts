// `start` and `advance` for the built workflow skills in the folders: each call runs that skill's own
// `scripts/run` in session mode with `--print`, so sessions are the skill's ordinary session files.
import type { CallToolResult, InputRequiredResult, McpServer, RegisteredTool, ServerContext } from "@modelcontextprotocol/server";
import type { CodedFailure, DriverOutcome, QuestionCall, RunResult, WorkflowQuestions } from "@skill-kit/mcp-transport";
import type { ProtocolEra } from "@skill-kit/mcp-transport/stdio";
import { join } from "node:path";
import { z } from "zod";
import type { ProcessPool } from "./process-pool.js";
import { skillNameSchema } from "./skill-name-schema.js";
import type { SkillRegistry } from "./skill-registry.js";
import {
  codedFailure,
  isRecord,
  jsonToolResult,
  jsonValueSchema,
  toolFailure,
  unknownSessionResult,
  type ServerPath,
} from "@skill-kit/mcp-transport/internal";
import { remoteMessage, skillFolderPath } from "./remote-message.js";

/** How long one `scripts/run` call may take. */
const workflowTimeoutMs = 120_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The CLI's limit for `--params` and `--output`, checked here so the message names the tool's argument. */
const maxValueBytes = 1024 * 1024;

/** The argument as JSON for the process's stdin, or a refusal naming it when it is over the CLI's limit. */
function jsonInput(argument: string, value: unknown): { readonly stdin: string } | { readonly refusal: CallToolResult } {
  const stdin = JSON.stringify(value);
  const bytes = Buffer.byteLength(stdin, "utf8");
  return bytes > maxValueBytes
    ? { refusal: toolFailure(`${argument} is ${String(bytes)} bytes; the limit is ${String(maxValueBytes)} bytes`) }
    : { stdin };
}

/** Longest step name passed on: far more than any real step, far less than an argument vector can hold. */
const maxStepChars = 1024;
const noNul = (text: string): boolean => !text.includes("\0");

/**
 * Loads what the tools need (the run result schema) once, and returns a synchronous registration for
 * each new server (which returns the tools); undefined when no workflow skill is served.
 */
export async function prepareWorkflowTools(input: {
  readonly registry: SkillRegistry;
  readonly pool: ProcessPool;
  /** `--session-dir`, `--store`, `--owner` as given to every call. */
  readonly runFlags: readonly string[];
  /** Paths in what `scripts/run` prints that a caller is not shown (the session folder, the store). */
  readonly hidden: readonly ServerPath[];
  /** The server's own log: a message is kept there as printed. */
  readonly log: (text: string) => void;
  /** Where the runs live and whose they are, for the questions (which read them back). */
  readonly runs: { readonly sessionDir?: string; readonly store?: string; readonly owner?: string };
  /** The key that signs 2026-07-28 question state; one per process by default. */
  readonly stateKey?: Uint8Array;
}): Promise<PreparedWorkflowTools | undefined> {
  const { registry, pool } = input;
  const workflows = registry.workflows;
  if (workflows.length === 0) return undefined;
  // Loaded only when there are workflows: the result schema is the one a built skill's own MCP server uses.
  const { runResultSchema, workflowQuestions } = await import("@skill-kit/mcp-transport");
  const questions = workflowQuestions({ server: "skill-kit-mcp", ...input.runs, key: input.stateKey });
  const outputSchema = runResultSchema.extend({
    skill: z.string().describe("The workflow skill this result belongs to"),
    queuedMs: z
      .number()
      .optional()
      .describe("Milliseconds this call waited for a free process slot (--max-processes); absent when it did not wait"),
  });
  const names = workflows.map((served) => served.skill.name);
  const skill = skillNameSchema(names, `The workflow skill: ${names.join(", ")}`);

  /** The codes of refusals made here, by result (an unknown session's `SESSION_NOT_FOUND`). */
  const coded = new WeakMap<RunResult, CodedFailure>();
  /** Runs the skill's scripts/run and turns what it prints into a result for `session`. */
  const run = async (
    name: string,
    request: { readonly args: readonly string[]; readonly stdin: string; readonly session?: string },
  ): Promise<DriverOutcome> => {
    const served = registry.lookup(name, workflows);
    if (typeof served === "string") return { ok: false, message: served };
    const run = await pool.run({
      file: join(served.directory, "scripts", "run"),
      args: [...request.args, ...input.runFlags],
      stdin: request.stdin,
      cwd: served.directory,
      timeoutMs: workflowTimeoutMs,
    });
    const waited = run.queuedMs === undefined ? {} : { queuedMs: run.queuedMs };
    const note = run.queuedMs === undefined ? "" : ` (this call waited ${String(run.queuedMs)} ms for a free process slot)`;
    if (run.code !== 0) {
      const { text, error } = failureOf(run.stderr);
      // The answer a skill's own server gives for a run it does not have (docs/errors.md).
      if (error?.code === "SESSION_NOT_FOUND" && request.session !== undefined) {
        const unknown = { ...unknownSessionResult(request.session), skill: served.skill.name, ...waited };
        coded.set(unknown, error);
        return { ok: true, result: unknown };
      }
      const printed = text || `scripts/run of ${served.skill.name} exited with code ${String(run.code)}`;
      const paths = [...input.hidden, skillFolderPath(served)];
      const message = `${remoteMessage(printed, { paths, log: input.log, context: `${served.skill.name} scripts/run` })}${note}`;
      return error === undefined ? { ok: false, message } : { ok: false, message, error };
    }
    const printed = parseJson(run.stdout);
    const pointer = request.session === undefined && isRecord(printed) ? printed : undefined;
    const session = request.session ?? (typeof pointer?.["sessionId"] === "string" ? pointer["sessionId"] : "");
    const wire = pointer === undefined ? printed : pointer["result"];
    if (!isRecord(wire))
      return {
        ok: false,
        message: `scripts/run of ${served.skill.name} printed something that is not a result: ${run.stdout.slice(0, 200)}`,
      };
    const { kind, ...rest } = wire;
    const result = outputSchema.safeParse({ ...rest, status: kind, session, skill: served.skill.name, ...waited });
    return result.success
      ? { ok: true, result: result.data }
      : {
          ok: false,
          message: `scripts/run of ${served.skill.name} printed an unexpected result: ${z.prettifyError(result.error)}`,
        };
  };

  /** A call of `start` or `advance`: a later round of a question, or a run of scripts/run, then its questions asked where they can be. */
  const call = async (
    asking: QuestionCall & { readonly skill: string },
    on: { readonly server: McpServer; readonly era: ProtocolEra; readonly ctx: ServerContext },
    request: { readonly args: readonly string[]; readonly stdin: string; readonly session?: string },
  ): Promise<ToolAnswer> => {
    const driver = {
      advance: (answer: { readonly session: string; readonly step: string; readonly output: unknown }) => {
        const output = jsonInput("output", answer.output);
        if ("refusal" in output) return Promise.resolve<DriverOutcome>({ ok: false, message: textOf(output.refusal) });
        return run(asking.skill, { args: advanceArgs(answer), stdin: output.stdin, session: answer.session });
      },
    };
    const shown = (result: RunResult): RunResult => {
      const named: RunResult & { readonly skill: string } = { ...result, skill: asking.skill };
      return named;
    };
    const channel = questions.channel({ server: on.server, era: on.era, driver, shown });
    const resumed = await channel.resume(asking, on.ctx);
    if (resumed !== undefined) return resumed;
    const outcome = await run(asking.skill, request);
    if (!outcome.ok) return toolFailure(outcome.message, outcome.error);
    // A refusal asks nothing; one with a code (an unknown session) names it in `_meta`.
    if (outcome.result.status === "error") return jsonToolResult(outcome.result, coded.get(outcome.result));
    return channel.answer(asking, outcome.result, on.ctx);
  };

  const register = (server: McpServer, era: ProtocolEra): RegisteredTool[] => [
    server.registerTool(
      "start",
      {
        title: "Start a workflow skill",
        description: `Start a new run of a workflow skill (${names.join(", ")}). Returns a session id and the first prompt; answer it with advance.`,
        inputSchema: z.object({
          skill,
          params: z.record(z.string(), z.unknown()).optional().describe("The skill's params (a JSON object)"),
        }),
        outputSchema,
        annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
      },
      (args, ctx) => {
        const params = jsonInput("params", args.params ?? {});
        if ("refusal" in params) return params.refusal;
        const request = { args: ["--params", "-", "--session", "new", "--print"], stdin: params.stdin };
        return call({ tool: "start", skill: args.skill }, { server, era, ctx }, request);
      },
    ),
    server.registerTool(
      "advance",
      {
        title: "Advance a workflow skill",
        description:
          "Submit your output for the pending step of a workflow session. Returns the next prompt, done, or an error to fix (retry: true).",
        inputSchema: z.object({
          skill,
          session: z
            .string()
            .regex(/^[0-9a-f]{32}$/, "session must be the 32 lowercase hex characters that start returned")
            .describe("The session id returned by start"),
          step: z
            .string()
            .min(1, "step must name a step")
            .max(maxStepChars, `step is longer than ${String(maxStepChars)} characters; no step has such a name`)
            .refine(noNul, "step must not contain a NUL character")
            .describe("The step you are answering: the `step` of the last prompt"),
          output: jsonValueSchema.describe("Your answer for that step: JSON matching the prompt's `schema`"),
        }),
        outputSchema,
        annotations: { readOnlyHint: false, idempotentHint: true, openWorldHint: false },
      },
      (args, ctx) => {
        const output = jsonInput("output", args.output);
        if ("refusal" in output) return output.refusal;
        const request = { args: advanceArgs(args), stdin: output.stdin, session: args.session };
        return call({ tool: "advance", skill: args.skill, session: args.session }, { server, era, ctx }, request);
      },
    ),
  ];
  return { register, verify: questions.verify };
}

/** What `prepareWorkflowTools` made: a registration for each new server, and what its questions need. */
export interface PreparedWorkflowTools {
  /** Registers `start` and `advance` on `server`, asking questions the way its `era` does. */
  readonly register: (server: McpServer, era: ProtocolEra) => RegisteredTool[];
  /** The `requestState.verify` of a 2026-07-28 server. */
  readonly verify: WorkflowQuestions["verify"];
}

/** A tool's answer: a result, or (2026-07-28) the question it needs answered first. */
type ToolAnswer = CallToolResult | InputRequiredResult;

/** The arguments of `scripts/run advance` for a step's output (the output itself goes on stdin). */
function advanceArgs(answer: { readonly session: string; readonly step: string }): string[] {
  return ["advance", "--session", answer.session, "--step", answer.step, "--output", "-", "--print"];
}

/** The text of a refusal made here. */
function textOf(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === "text" ? first.text : "";
}

/**
 * What `scripts/run` printed on failure, without the `error-code: CODE` and `error-retry-after-ms: N`
 * lines it adds for us, and the failure they name (undefined without a code).
 */
function failureOf(stderr: string): { readonly text: string; readonly error: CodedFailure | undefined } {
  const code = /^error-code: ([A-Z][A-Z0-9_]*)$/m.exec(stderr)?.[1];
  const after = /^error-retry-after-ms: (\d{1,15})$/m.exec(stderr)?.[1];
  const text = stderr
    .split("\n")
    .filter((line) => !/^error-(?:code|retry-after-ms): /.test(line))
    .join("\n")
    .trim();
  return { text, error: code === undefined ? undefined : codedFailure(code, after === undefined ? undefined : Number(after)) };
}
