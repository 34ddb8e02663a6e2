// McpResult: the protocol result as the MCP tools return it (§12.4), and its tool-result wrapping.
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { RunResult } from "./tool-schemas.js";
import type { StoredResult } from "@skill-kit/sessions";
import type { PromptResult } from "@skill-kit/core";
import { codedFailure, errorMetaKey, type CodedFailure } from "./coded-failure.js";

/** How the agent's output of this call is compared with a step's result: its JSON text, when it sent one. */
interface Call {
  readonly sentText?: string | undefined;
}

/**
 * The result of `start`/`advance` for `session`: `kind` becomes `status`, and nothing is lost but
 * repetition: a step's `response` when it is its `result`, `completed`'s when they are what the
 * agent sent, and the schema's `$schema` (docs/decisions/2026-11-27-smaller-mcp-replies.md).
 */
export function runResultOf(session: string, result: StoredResult, call: Call = {}): RunResult {
  if (result.kind === "error")
    return { session, status: "error", step: result.step, message: result.message, retry: result.retry };
  const trail = {
    ...(result.completed ? { completed: wireStep(result.completed, call) } : {}),
    ...(result.autoAdvanced ? { autoAdvanced: result.autoAdvanced.map((step) => wireStep(step)) } : {}),
  };
  if (result.kind === "done") return { session, status: "done", finalOutput: result.finalOutput ?? null, ...trail };
  const preamble = result.preamble === undefined ? {} : { preamble: result.preamble };
  return {
    session,
    status: "prompt",
    step: result.step,
    prompt: result.prompt,
    schema: wireSchema(result.schema),
    ...preamble,
    ...trail,
  };
}

type StepResult = NonNullable<PromptResult["completed"]>;
type WireStep = Omit<StepResult, "response" | "result"> & { readonly response?: unknown; readonly result?: unknown };

/** A step result without what repeats: `response` when it is `result`; both when they are the output the agent sent. */
function wireStep(step: StepResult, call: Call = {}): WireStep {
  const { response, result, ...rest } = step;
  const resultText = JSON.stringify(result);
  const responseText = response === result ? resultText : JSON.stringify(response);
  return {
    ...rest,
    ...(responseText === resultText || responseText === call.sentText ? {} : { response }),
    ...(resultText === call.sentText ? {} : { result }),
  };
}

/** Schemas without their `$schema` key, by the schema object a step's prompt carries (made once per step). */
const wireSchemas = new WeakMap<object, unknown>();

/** The step's JSON Schema without its `$schema` key: every tool schema here is draft 2020-12 (tools/list says so). */
function wireSchema(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null || !("$schema" in schema)) return schema ?? null;
  let wire = wireSchemas.get(schema);
  if (wire === undefined) {
    wire = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "$schema"));
    wireSchemas.set(schema, wire);
  }
  return wire;
}

/** Run results that answer a coded error (an unknown session): their code goes in the tool result's `_meta`. */
const codedResults = new WeakMap<object, CodedFailure>();

/**
 * An error the agent can act on: `retry: true` when calling again with corrected input can succeed.
 * With `error`, the tool result that carries it names the code in `_meta`, as a failure's does.
 */
export function refusal(
  input: {
    readonly session?: string;
    readonly step?: string;
    readonly message: string;
    readonly retry: boolean;
  },
  error?: CodedFailure,
): RunResult {
  const result: RunResult = {
    session: input.session ?? "",
    status: "error",
    step: input.step ?? "",
    message: input.message,
    retry: input.retry,
  };
  if (error !== undefined) codedResults.set(result, error);
  return result;
}

/**
 * The answer to a call naming a session that does not exist (never made, cleaned up, another
 * owner's), the same on a skill's own server and on `skill-kit-mcp`: a `status: "error"` result with
 * `retry: false` that says to call start, and `SESSION_NOT_FOUND` in `_meta`.
 */
export function unknownSessionResult(session: string): RunResult {
  return refusal(
    {
      session,
      message: `Unknown session "${session}": it does not exist (or was cleaned up). Call start to begin a new session.`,
      retry: false,
    },
    codedFailure("SESSION_NOT_FOUND"),
  );
}

/**
 * JSON text for clients that read `content`, the same object as `structuredContent`; with `error`
 * (by default, the code of a refusal made with one), its code in `_meta`.
 */
export function jsonToolResult(
  value: Readonly<Record<string, unknown>>,
  error: CodedFailure | undefined = codedResults.get(value),
): CallToolResult {
  // `_meta` first, the order the SDK's result schema writes it in (as `toolFailure`).
  return {
    ...(error === undefined ? {} : { _meta: { [errorMetaKey]: { ...error } } }),
    content: [{ type: "text", text: JSON.stringify(value) }],
    structuredContent: { ...value },
  };
}

/**
 * A call that failed (a throwing action, invalid params, a run store away): `isError` with the
 * message as plain text and, for a coded error, its code and whether to retry in `_meta`. A
 * retryable one goes out over stdio as a JSON-RPC error (`retryableCallError`).
 */
export function toolFailure(message: string, error?: CodedFailure): CallToolResult {
  // Keys in the order the SDK's result schema writes them, so a direct stdio answer has the same bytes.
  return {
    ...(error === undefined ? {} : { _meta: { [errorMetaKey]: { ...error } } }),
    content: [{ type: "text", text: message }],
    isError: true,
  };
}
