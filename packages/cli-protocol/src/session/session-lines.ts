// Parses a session file into lines, finds a torn tail, and rebuilds the history.
import { SessionError } from "@skill-kit/core";
import { checkHeader } from "./session-header.js";

export interface SessionHeader {
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

export interface SessionLine {
  /** 1-based line number. */
  readonly number: number;
  readonly value: Readonly<Record<string, unknown>>;
}

export interface SessionContent {
  readonly header: SessionHeader;
  readonly lines: readonly SessionLine[];
  /** Bytes of the complete lines; a torn tail starts here. */
  readonly cleanBytes: number;
  /** The bytes of the unparseable tail (a crash mid-write or a broken append), if any. */
  readonly torn: Uint8Array | undefined;
  /** The last line parsed but lacks its newline (an agent's `echo -n` append). */
  readonly missingNewline: boolean;
}

/**
 * Splits a session file into lines. Offsets are counted in the file's bytes: a byte that is not
 * UTF-8 (read as U+FFFD, three bytes once encoded) must not move where a torn tail starts.
 */
export function parseSession(file: string | Uint8Array, id: string): SessionContent {
  const bytes = typeof file === "string" ? Buffer.from(file, "utf8") : Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const lines: SessionLine[] = [];
  let offset = 0;
  let torn: Uint8Array | undefined;
  let missingNewline = false;
  let number = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf(0x0a, offset);
    const next = end < 0 ? bytes.length : end + 1;
    number += 1;
    const value = parseLine(bytes.toString("utf8", offset, end < 0 ? bytes.length : end));
    if (value === undefined) {
      if (next < bytes.length)
        throw new SessionError("SESSION_CORRUPT", {
          message: `session "${id}" is corrupt at line ${number}: not a JSON object. The file was left as it is.`,
        });
      torn = bytes.subarray(offset);
      break;
    }
    lines.push({ number, value });
    missingNewline = end < 0;
    offset = next;
  }
  const first = lines[0]?.value;
  if (first?.["type"] !== "header" || first["sessionId"] !== id) {
    throw new SessionError("SESSION_CORRUPT", {
      message: `session "${id}" has an invalid header: line 1 must be {"type":"header","sessionId":"${id}",…}`,
    });
  }
  return { header: checkHeader(first, id), lines, cleanBytes: offset, torn, missingNewline };
}

function parseLine(raw: string): Record<string, unknown> | undefined {
  if (raw.trim() === "") return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const resultTypes = new Set(["prompt", "done", "error"]);

export function isResultLine(line: SessionLine): boolean {
  return typeof line.value["type"] === "string" && resultTypes.has(line.value["type"]);
}

/** History for replay: per prompt/done line, `completed` then each `autoAdvanced` entry. */
export function sessionHistory(lines: readonly SessionLine[]): unknown[] {
  const history: unknown[] = [];
  for (const { value } of lines) {
    if (value["type"] !== "prompt" && value["type"] !== "done") continue;
    if (value["completed"] !== undefined) history.push(value["completed"]);
    if (Array.isArray(value["autoAdvanced"])) history.push(...(value["autoAdvanced"] as unknown[]));
  }
  return history;
}

/** The content after appending `texts` (whole lines, each ending in a newline) to a clean file. */
export function withLines(content: SessionContent, texts: readonly string[]): SessionContent {
  const lines = [...content.lines];
  for (const text of texts) {
    const value = parseLine(text.trimEnd());
    if (value !== undefined) lines.push({ number: lines.length + 1, value });
  }
  return {
    ...content,
    lines,
    cleanBytes: content.cleanBytes + Buffer.byteLength(texts.join(""), "utf8"),
    torn: undefined,
    missingNewline: false,
  };
}

/** A result as a session line: `type` first, then the result's own keys. */
export function resultLine(result: { readonly kind: string }): string {
  return `${JSON.stringify({ type: result.kind, ...result })}\n`;
}

/** The result a line carries (the line without `type`). */
export function lineResult(line: SessionLine): Record<string, unknown> {
  return Object.fromEntries(Object.entries(line.value).filter(([key]) => key !== "type"));
}
