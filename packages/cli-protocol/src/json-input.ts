// Reads the JSON of `--params`, `--output` and `--history`: inline, `@<path>`, or `-` for stdin.
import type { ProtocolIo } from "./io.js";
import { readFileUpTo, tooLargeMessage } from "@skill-kit/node";
import { UsageError } from "@skill-kit/core";

/** Largest value accepted for `--params` and `--output`. */
export const maxValueBytes = 1024 * 1024;
/** Largest `--history` accepted. */
export const maxHistoryBytes = 64 * 1024 * 1024;
/** Standard input is read up to this many bytes and one more: the largest value any flag accepts. */
export const maxStdinBytes = 64 * 1024 * 1024; // as large as maxHistoryBytes
/** Deepest nesting accepted in any JSON input. */
export const maxDepth = 200;

export interface JsonInput {
  readonly flag: string;
  readonly text: string;
  readonly maxBytes: number;
  readonly io: ProtocolIo;
}

export async function readJson(input: JsonInput): Promise<unknown> {
  const raw = await source(input);
  const bytes = Buffer.byteLength(raw, "utf8");
  if (bytes > input.maxBytes) {
    // A value past the stdin limit was cut there: its real size is unknown.
    throw new UsageError(
      `--${input.flag} is ${bytes > maxStdinBytes ? `more than ${String(maxStdinBytes)}` : String(bytes)} bytes; the limit is ${String(input.maxBytes)} bytes`,
    );
  }
  const tooDeep = (): never => {
    throw new UsageError(`--${input.flag} is nested more than ${maxDepth} levels deep`);
  };
  // Up to 1 MiB, parsing first and walking the value costs a fifth of scanning the text; a
  // longer text (only a history can be) is scanned first, so a deep one is never parsed.
  const long = raw.length > maxValueBytes;
  if (long && textNestsDeeper(raw, maxDepth)) tooDeep();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`--${input.flag} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!long && deeperThan(value, maxDepth)) tooDeep();
  return value;
}

/** Whether arrays and objects nest more than `limit` levels; the recursion stops there, so it stays shallow. */
export function deeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (limit === 0) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) if (deeperThan(value[i], limit - 1)) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) if (deeperThan(record[key], limit - 1)) return true;
  return false;
}

async function source(input: JsonInput): Promise<string> {
  if (input.text === "-") return input.io.readStdin();
  if (!input.text.startsWith("@")) return input.text;
  const path = input.text.slice(1);
  const read = readFileUpTo(path, input.maxBytes);
  if (Buffer.isBuffer(read)) return read.toString("utf8");
  const where = `--${input.flag} @${path}`;
  if ("code" in read) throw new UsageError(`${where}: cannot read the file (${read.code})`);
  // The CLI's words for a directory have always been "a folder" (the loader's, "a directory").
  if ("kind" in read)
    throw new UsageError(`${where}: not a regular file (${read.kind === "a directory" ? "a folder" : read.kind})`);
  throw new UsageError(tooLargeMessage(where, read.size, input.maxBytes));
}

/** Whether a JSON text's brackets nest more than `limit` levels, ignoring brackets inside strings. */
function textNestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92) i += 1;
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 93 || char === 125) depth -= 1;
  }
  return false;
}
