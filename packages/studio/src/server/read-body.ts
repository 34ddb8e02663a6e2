// A POST's body: JSON only (`Content-Type: application/json`), bounded (a larger one is refused
// before it is read whole), parsed once.
import type { IncomingMessage } from "node:http";

export type BodyResult =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

/** True for `application/json`, with or without parameters (`; charset=utf-8`). */
function isJsonType(header: string | undefined): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

export async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  if (!isJsonType(request.headers["content-type"]))
    return { ok: false, status: 415, message: "a POST body must be JSON (Content-Type: application/json)" };
  const tooLarge = { ok: false, status: 413, message: `the body is over ${maxBytes} bytes` } as const;
  if (Number(request.headers["content-length"] ?? "0") > maxBytes) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > maxBytes) return tooLarge;
    chunks.push(bytes);
  }
  try {
    const text = Buffer.concat(chunks).toString("utf8");
    const body: unknown = JSON.parse(text);
    return { ok: true, body };
  } catch {
    return { ok: false, status: 400, message: "the body is not valid JSON" };
  }
}
