// Reads the JSON of `--params`, `--output` and `--history`: inline, `@<path>`, or `-` for stdin.
import type { ProtocolIo } from "./io.js";
import { readFileUpTo, tooLargeMessage } from "@skill-kit/node";
import { UsageError } from "@skill-kit/core";
import { deeperThan, maxValueBytes, maxValueDepth } from "@skill-kit/sessions";

/** Largest `--history` accepted. */
export const maxHistoryBytes = 64 * 1024 * 1024;
/** Standard input is read up to this many bytes and one more: the largest value any flag accepts. */
export const maxStdinBytes = 64 * 1024 * 1024; // as large as maxHistoryBytes

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
    throw new UsageError(`--${input.flag} is nested more than ${maxValueDepth} levels deep`);
  };
  // A run's values are bounded by sessions (`maxValueBytes`, `maxValueDepth`); every JSON flag nests
  // no deeper. Up to 1 MiB, parsing first and walking the value costs a fifth of scanning the text;
  // a longer text (only a history can be) is scanned first, so a deep one is never parsed.
  const long = raw.length > maxValueBytes;
  if (long && textNestsDeeper(raw, maxValueDepth)) tooDeep();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`--${input.flag} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!long && deeperThan(value, maxValueDepth)) tooDeep();
  return value;
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
