// A skill file as MCP resource contents: text when it is UTF-8 without NUL bytes and its JSON string
// form is no larger than base64 would be, else base64 with its type. A text of control bytes is valid
// UTF-8 but grows sixfold in JSON (each byte becomes `\u00XX`): 15 MiB of them made a 90 MB answer;
// as base64 it is 20 MB, never more than 4/3 of the bytes.
import { extname } from "node:path";
import type { SkillResource } from "@skill-kit/loader";

const TYPES: Readonly<Record<string, string>> = {
  ".md": "text/markdown",
  ".markdown": "text/markdown",
  ".txt": "text/plain",
  ".json": "application/json",
  ".yaml": "application/yaml",
  ".yml": "application/yaml",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".ts": "text/x-typescript",
  ".py": "text/x-python",
  ".sh": "text/x-shellscript",
  ".html": "text/html",
  ".css": "text/css",
  ".csv": "text/csv",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".toml": "application/toml",
  ".tsx": "text/x-typescript",
  ".jsx": "text/javascript",
  ".cjs": "text/javascript",
  ".rb": "text/x-ruby",
  ".go": "text/x-go",
  ".rs": "text/x-rust",
  ".java": "text/x-java",
  ".c": "text/x-c",
  ".h": "text/x-c",
  ".sql": "application/sql",
  ".ini": "text/plain",
  ".cfg": "text/plain",
  ".log": "text/plain",
};

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The text of a file, or undefined for binary content. */
export function textOf(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A file's MIME type, from its name alone, so `resources/list` (which reads no file) and
 * `resources/read` always agree; a name without a known extension is `application/octet-stream`.
 */
export function mimeTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

/** Bytes the JSON string form of UTF-8 `bytes` adds to them: 1 per `"`, `\\` and short-escaped control, 5 per other control. */
export function jsonEscapeGrowth(bytes: Uint8Array): number {
  let growth = 0;
  for (const byte of bytes) {
    if (byte >= 0x20 && byte !== 0x22 && byte !== 0x5c) continue;
    growth += byte === 0x22 || byte === 0x5c || (byte >= 0x08 && byte <= 0x0d && byte !== 0x0b) ? 1 : 5;
  }
  return growth;
}

/** The length of `byteLength` bytes in base64. */
const base64Length = (byteLength: number): number => Math.ceil(byteLength / 3) * 4;

export type ResourceContents =
  | { readonly uri: string; readonly mimeType: string; readonly text: string }
  | { readonly uri: string; readonly mimeType: string; readonly blob: string };

export function resourceContents(uri: string, resource: SkillResource): ResourceContents {
  const { bytes } = resource;
  const text = textOf(bytes);
  const mimeType = mimeTypeOf(resource.relativePath);
  // JSON.stringify leaves every character of valid UTF-8 as it is but quotes, backslashes and controls.
  const asText = text !== undefined && bytes.length + jsonEscapeGrowth(bytes) <= base64Length(bytes.length);
  return asText ? { uri, mimeType, text } : { uri, mimeType, blob: Buffer.from(bytes).toString("base64") };
}
