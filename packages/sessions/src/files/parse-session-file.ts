// A session file's bytes as a run, plus what only this store needs: where its complete lines end,
// a torn tail (a crash mid-write or a broken append) and a last line missing its newline.
import { SessionError } from "@skill-kit/core";
import { headerOf, lineNumber, parseObject, recordOf, type Run } from "../run-records.js";

export interface SessionFile {
  readonly run: Run;
  /** Bytes of the complete lines; a torn tail starts here. */
  readonly cleanBytes: number;
  /** The bytes of the unparseable tail, if any. */
  readonly torn: Uint8Array | undefined;
  /** The last line parsed but lacks its newline (an agent's `echo -n` append). */
  readonly missingNewline: boolean;
}

/**
 * Splits a session file into records. Offsets are counted in the file's bytes: a byte that is not
 * UTF-8 (read as U+FFFD, three bytes once encoded) must not move where a torn tail starts.
 */
export function parseSessionFile(file: string | Uint8Array, id: string): SessionFile {
  const bytes = typeof file === "string" ? Buffer.from(file, "utf8") : Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const values: Record<string, unknown>[] = [];
  let offset = 0;
  let torn: Uint8Array | undefined;
  let missingNewline = false;
  while (offset < bytes.length) {
    const end = bytes.indexOf(0x0a, offset);
    const next = end < 0 ? bytes.length : end + 1;
    const value = parseObject(bytes.toString("utf8", offset, end < 0 ? bytes.length : end));
    if (value === undefined) {
      if (next < bytes.length)
        throw new SessionError("SESSION_CORRUPT", {
          message: `session "${id}" is corrupt at line ${values.length + 1}: not a JSON object. The file was left as it is.`,
        });
      torn = bytes.subarray(offset);
      break;
    }
    values.push(value);
    missingNewline = end < 0;
    offset = next;
  }
  const [first, ...rest] = values;
  const header = headerOf(first, id);
  const records = rest.map((value, index) => recordOf(value, lineNumber(index), id));
  return { run: { header, records }, cleanBytes: offset, torn, missingNewline };
}
