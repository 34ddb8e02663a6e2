// Writing answers: JSON (errors as `{ error: { code, message } }`, never a stack) and server-sent events.
import type { ServerResponse } from "node:http";
import type { StudioEvent } from "./route.js";

/** Writes `value` as JSON with `status`; the security headers are already set. */
export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  response.end(body);
}

/** An error answer: `{ error: { code, message } }`. */
export function sendError(
  response: ServerResponse,
  status: number,
  error: { readonly code: string; readonly message: string },
): void {
  sendJson(response, status, { error: { code: error.code, message: error.message } });
}

/** Streams events until they end or the client leaves (`signal`). */
export async function sendEvents(
  response: ServerResponse,
  events: AsyncIterable<StudioEvent>,
  signal: AbortSignal,
): Promise<void> {
  response.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", Connection: "keep-alive" });
  response.flushHeaders();
  try {
    for await (const event of events) {
      if (signal.aborted) break;
      response.write(`event: ${event.event.replace(/[\r\n]/g, "")}\ndata: ${JSON.stringify(event.data)}\n\n`);
    }
  } finally {
    response.end();
  }
}
