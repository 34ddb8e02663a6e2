// A result read back from a store is checked once, here, against the shapes core writes: what a
// session line holds is then typed for every caller (the CLI prints it, MCP returns it).
import type { StepResult } from "@skill-kit/core";
import type { StoredResult } from "./run-records.js";

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const optional = (value: unknown, is: (value: unknown) => boolean): boolean => value === undefined || is(value);
const isText = (value: unknown): value is string => typeof value === "string";

function isStepResult(value: unknown): value is StepResult {
  return isFields(value) && isText(value["step"]) && "response" in value && "result" in value;
}

const isTrail = (value: Fields): boolean =>
  optional(value["completed"], isStepResult) &&
  optional(value["autoAdvanced"], (list) => Array.isArray(list) && list.every(isStepResult));

/** A prompt, done or validation-error result, as core's types say. */
export function isStoredResult(value: unknown): value is StoredResult {
  if (!isFields(value)) return false;
  switch (value["kind"]) {
    case "prompt":
      return isText(value["step"]) && isText(value["prompt"]) && optional(value["preamble"], isText) && isTrail(value);
    case "done":
      return value["done"] === true && isTrail(value);
    case "error":
      return (
        value["error"] === "validation" &&
        isText(value["step"]) &&
        isText(value["message"]) &&
        typeof value["retry"] === "boolean"
      );
    default:
      return false;
  }
}
