// Reads the JSON of `--params`, `--output` and `--history`: inline, `@<path>`, or `-` for stdin.
import { readFileSync, statSync } from "node:fs";
import type { ProtocolIo } from "./io.js";
import { UsageError } from "./usage-error.js";

/** Largest value accepted for `--params` and `--output`. */
export const maxValueBytes = 1024 * 1024;
/** Largest `--history` accepted. */
export const maxHistoryBytes = 64 * 1024 * 1024;
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
    throw new UsageError(`--${input.flag} is ${bytes} bytes; the limit is ${input.maxBytes} bytes`);
  }
  if (nestingDepth(raw) > maxDepth) throw new UsageError(`--${input.flag} is nested more than ${maxDepth} levels deep`);
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new UsageError(`--${input.flag} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function source(input: JsonInput): Promise<string> {
  if (input.text === "-") return input.io.readStdin();
  if (!input.text.startsWith("@")) return input.text;
  const path = input.text.slice(1);
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new UsageError(`--${input.flag} @${path}: not a regular file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--${input.flag} @${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  if (size > input.maxBytes) throw new UsageError(`--${input.flag} @${path} is ${size} bytes; the limit is ${input.maxBytes} bytes`);
  return readFileSync(path, "utf8");
}

/** Bracket depth of a JSON text, ignoring brackets inside strings. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92) i += 1;
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 93 || char === 125) depth -= 1;
  }
  return deepest;
}
