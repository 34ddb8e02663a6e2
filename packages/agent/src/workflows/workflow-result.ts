// A run's result as the host hands it on: the wire shape of `start`/`advance` (`kind` read as
// `status`, the schema without its `$schema` key), from a sessions result or what `scripts/run --print` printed.
import type { WorkflowResult } from "../types.js";

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(fields: Fields, key: string): Readonly<Record<string, string>> {
  const value = fields[key];
  return typeof value === "string" ? { [key]: value } : {};
}

/** The step's JSON Schema without `$schema` (every schema here is draft 2020-12), or null. */
function wireSchema(schema: unknown): unknown {
  if (!isFields(schema)) return schema ?? null;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "$schema"));
}

/** The result for `session` of a printed or stored result (`kind` prompt, done or error); undefined when it is none of those. */
export function workflowResultOf(session: string, value: unknown): WorkflowResult | undefined {
  if (!isFields(value)) return undefined;
  const kind = value["kind"];
  if (kind === "prompt" && typeof value["step"] === "string" && typeof value["prompt"] === "string")
    return {
      session,
      status: "prompt",
      step: value["step"],
      ...text(value, "preamble"),
      prompt: value["prompt"],
      schema: wireSchema(value["schema"]),
    };
  if (kind === "done") return { session, status: "done", finalOutput: value["finalOutput"] ?? null };
  if (kind === "error" && typeof value["message"] === "string")
    return { session, status: "error", ...text(value, "step"), message: value["message"], retry: value["retry"] === true };
  return undefined;
}

/** Codes of failures the model can fix by calling again differently (other params, a well-formed session id). */
const fixable = new Set(["INVALID_PARAMS", "USAGE"]);

/**
 * A call that could not go on (bad params, an unknown session, a failing action, a store away) as an
 * error result: the run is unchanged; `retry` is true only when different input can succeed.
 */
export function failedResult(input: {
  readonly session: string;
  readonly message: string;
  readonly code?: string | undefined;
  readonly step?: string | undefined;
}): WorkflowResult {
  return {
    session: input.session,
    status: "error",
    ...(input.step === undefined ? {} : { step: input.step }),
    message: input.message,
    retry: input.code !== undefined && fixable.has(input.code),
  };
}
