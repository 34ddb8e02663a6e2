// A run as typed records: the header, then output and result records in order. Each store keeps
// them as it likes; `recordText`/`runOf` are their JSON forms, one line each, as a session file has them.
import { SessionError, type DoneResult, type PromptResult, type ValidationErrorResult } from "@skill-kit/core";
import { checkHeader } from "./check-header.js";
import { isStoredResult } from "./check-result.js";

/** Line 1: who started the run, how, and with what. */
export interface RunHeader {
  readonly type: "header";
  readonly sessionId: string;
  readonly skill: string;
  readonly subskill?: string;
  readonly host: string;
  readonly tools?: readonly string[];
  readonly isSubagent?: boolean;
  readonly params: unknown;
  readonly createdAt: string;
  readonly outputMode: "file" | "flag";
  /** The identity that started the run, when one did: only it may read or advance the run. */
  readonly owner?: string;
}

/** A result a run keeps: what the agent was shown after a call. */
export type StoredResult = PromptResult | DoneResult | ValidationErrorResult;

/** An answer to a step: written by a call, or appended by the agent itself in file mode. */
export interface OutputRecord {
  readonly type: "output";
  /** Undefined when an agent's own append has no string `step`: taking it is `SESSION_CORRUPT`. */
  readonly step: string | undefined;
  readonly output: unknown;
}

export interface ResultRecord {
  readonly type: "result";
  readonly result: StoredResult;
}

/** A line of another kind (an agent's note): kept in place, read by no one. */
export interface OtherRecord {
  readonly type: "other";
  readonly value: Readonly<Record<string, unknown>>;
}

export type RunRecord = OutputRecord | ResultRecord | OtherRecord;

export interface Run {
  readonly header: RunHeader;
  /** The records after the header: record `i` is line `i + 2`. */
  readonly records: readonly RunRecord[];
}

/** The line number of record `index` (the header is line 1). */
export const lineNumber = (index: number): number => index + 2;

/** A record's JSON line, newline included: a result is `type` (its kind) first, then its own keys. */
export function recordText(record: RunRecord | RunHeader): string {
  if (record.type === "result") return `${JSON.stringify({ type: record.result.kind, ...record.result })}\n`;
  if (record.type === "other") return `${JSON.stringify(record.value)}\n`;
  return `${JSON.stringify(record)}\n`;
}

/** The record one parsed line holds; `number` and `id` name it in a refusal. */
export function recordOf(value: Readonly<Record<string, unknown>>, number: number, id: string): RunRecord {
  const { type, ...rest } = value;
  if (type === "output") {
    const { step, output } = value;
    return { type: "output", step: typeof step === "string" ? step : undefined, output };
  }
  if (type === "prompt" || type === "done" || type === "error") {
    if (rest["kind"] === type && isStoredResult(rest)) return { type: "result", result: rest };
    throw new SessionError("SESSION_CORRUPT", {
      message: `session "${id}" is corrupt at line ${number}: not a ${type} result as this skill writes it. The file was left as it is.`,
    });
  }
  return { type: "other", value };
}

/** A run from its JSON lines (header first), as a database store keeps them. */
export function runOf(lines: readonly string[], id: string): Run {
  const values = lines.map((line, index) => objectOf(line, index + 1, id));
  const [first, ...rest] = values;
  return { header: headerOf(first, id), records: rest.map((value, index) => recordOf(value, lineNumber(index), id)) };
}

/** Line 1 as a checked header, or `SESSION_CORRUPT`. */
export function headerOf(first: Readonly<Record<string, unknown>> | undefined, id: string): RunHeader {
  if (first?.["type"] !== "header" || first["sessionId"] !== id) {
    throw new SessionError("SESSION_CORRUPT", {
      message: `session "${id}" has an invalid header: line 1 must be {"type":"header","sessionId":"${id}",…}`,
    });
  }
  return checkHeader(first, id);
}

/** One line's JSON object, or undefined when it is not one. */
export function parseObject(raw: string): Record<string, unknown> | undefined {
  if (raw.trim() === "") return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function objectOf(line: string, number: number, id: string): Record<string, unknown> {
  const value = parseObject(line);
  if (value === undefined)
    throw new SessionError("SESSION_CORRUPT", {
      message: `session "${id}" is corrupt at line ${number}: not a JSON object. The file was left as it is.`,
    });
  return value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `run` with `records` after its own (`concat` copies as one block: a spread is many times slower on a long run). */
export function appended(run: Run, records: readonly RunRecord[]): Run {
  return { header: run.header, records: run.records.concat(records) };
}

/** The JSON lines of a whole run, header first. */
export function runText(run: Run): string[] {
  return [recordText(run.header), ...run.records.map(recordText)];
}
