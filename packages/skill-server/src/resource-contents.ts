// A skill file as MCP resource contents: text when it is UTF-8 without NUL bytes, else base64 with its type.
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

export function mimeTypeOf(path: string, text: boolean): string {
  return TYPES[extname(path).toLowerCase()] ?? (text ? "text/plain" : "application/octet-stream");
}

export type ResourceContents =
  | { readonly uri: string; readonly mimeType: string; readonly text: string }
  | { readonly uri: string; readonly mimeType: string; readonly blob: string };

export function resourceContents(uri: string, resource: SkillResource): ResourceContents {
  const text = textOf(resource.bytes);
  const mimeType = mimeTypeOf(resource.relativePath, text !== undefined);
  return text === undefined ? { uri, mimeType, blob: Buffer.from(resource.bytes).toString("base64") } : { uri, mimeType, text };
}
