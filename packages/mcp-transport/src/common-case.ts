// The common case of the hot tools' schemas, checked by hand: `advance`'s arguments as a client
// sends them, and a run result as `runResultOf` makes it. Each test accepts only what its zod
// schema accepts, with the same value; anything else goes to the schema, which words the issues.
// (The zod path cost about a tenth of an `advance` over stdio, for checks a few comparisons make.)
import type { RunResult } from "./tool-schemas.js";

type Fields = Record<string, unknown>;
type JsonTop = string | number | boolean | null | readonly unknown[] | Fields;

/** A plain object: what zod's `record` and `object` take (arrays and class instances go to the schema). */
function isPlain(value: unknown): value is Fields {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** What `jsonValueSchema` takes at its top: a string, a finite number, a boolean, null, an array or a plain object. */
function isJsonTop(value: unknown): value is JsonTop {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    default:
      return value === null || Array.isArray(value) || isPlain(value);
  }
}

/** `{ session, step, output }` as the schema returns it (other keys dropped), or undefined. */
export function acceptAdvanceInput(
  value: unknown,
): { readonly session: string; readonly step: string; readonly output: JsonTop } | undefined {
  if (!isPlain(value)) return undefined;
  const { session, step, output } = value;
  if (typeof session !== "string" || typeof step !== "string" || !isJsonTop(output)) return undefined;
  return { session, step, output };
}

const statuses: ReadonlySet<unknown> = new Set(["prompt", "done", "error"]);
const optionalStrings = ["step", "preamble", "prompt", "message"] as const;
const stepLists = ["autoAdvanced", "elicited"] as const;
const known: ReadonlySet<string> = new Set([
  "session",
  "status",
  "schema",
  "finalOutput",
  "completed",
  "retry",
  "elicitation",
  ...optionalStrings,
  ...stepLists,
]);

function isStep(value: unknown): boolean {
  return isPlain(value) && typeof value.step === "string";
}

/** `value` itself when it has the run result's shape (every key known, each of its type), else undefined. */
export function acceptRunResult(value: unknown): RunResult | undefined {
  return isRunResult(value) ? value : undefined;
}

function isRunResult(value: unknown): value is RunResult {
  if (!isPlain(value) || typeof value.session !== "string" || !statuses.has(value.status)) return false;
  for (const key in value) if (!known.has(key)) return false;
  for (const key of optionalStrings) if (value[key] !== undefined && typeof value[key] !== "string") return false;
  for (const key of stepLists) {
    const list = value[key];
    if (list !== undefined && !(Array.isArray(list) && list.every(isStep))) return false;
  }
  if (value.completed !== undefined && !isStep(value.completed)) return false;
  // `retry` is a boolean; an `elicitation` (rare: a question it could not settle) is left to the schema.
  return (value.retry === undefined || typeof value.retry === "boolean") && value.elicitation === undefined;
}
