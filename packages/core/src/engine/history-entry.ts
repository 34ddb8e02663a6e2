// The shape of one stateless history entry, checked before replay.
import { isPlainObject } from "../deep-merge.js";
import { HistoryError } from "../errors.js";

export interface HistoryEntry {
  readonly step: string;
  readonly response: unknown;
  readonly hasActionResult: boolean;
  readonly actionResult: unknown;
}

/** `{step, response, actionResult?}`; `output` is accepted for `response`; other keys are ignored. */
export function parseHistoryEntry(raw: unknown, index: number): HistoryEntry {
  if (!isPlainObject(raw) || typeof raw.step !== "string" || !("response" in raw || "output" in raw)) {
    throw new HistoryError({
      message: `History entry ${index} is malformed: expected an object {"step": string, "response": any, "actionResult"?: any}, found ${describe(raw)}`,
      data: { index },
    });
  }
  return {
    step: raw.step,
    response: "response" in raw ? raw.response : raw.output,
    hasActionResult: "actionResult" in raw,
    actionResult: raw.actionResult,
  };
}

function describe(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? "undefined" : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
