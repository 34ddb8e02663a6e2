// Between Node's request and response and the web `Request`/`Response` the SDK speaks: what the
// paths through the SDK (modern-through-sdk.ts, legacy-fresh-server.ts) hand it and write back.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AnswerBounds, AnswerWriter } from "./answer-writer.js";

/** A header as a fetch `Headers` gives it: repeated values joined with ", ". */
export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The request as the SDK's web-standard transport takes it; the body was read and checked already. */
export function webRequest(req: IncomingMessage, body: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "content-length") continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { method: "POST", headers, body });
}

/**
 * Writes `response` (JSON, or an SSE stream as events come) to `res` with `extraHeaders`; resolves when
 * it is all sent or the client left. Its bytes count against `bounds.ticket` until the client takes
 * them, and a connection whose answer stands still for `bounds.stallMs` is closed (answer-writer.ts).
 */
export async function sendResponse(
  res: ServerResponse,
  response: Response,
  options: { readonly extraHeaders?: Readonly<Record<string, string>>; readonly bounds: AnswerBounds },
): Promise<void> {
  const { bounds } = options;
  const headers: Record<string, string> = { ...options.extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (response.body === null) {
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const out = new AnswerWriter(res, { status: response.status, headers }, bounds);
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const left = (): void => {
    void reader.cancel();
  };
  res.once("close", left);
  // A chunk is held until the next one is known: when the stream ends right after it (the usual
  // one-message answer), it goes out with the end in one write instead of two. A chunk is never held
  // past one turn of the event loop, so a question asked mid-call is not delayed.
  let held: Uint8Array | undefined;
  try {
    for (let next = reader.read(); ; ) {
      const read = held === undefined ? await next : await Promise.race([next, nextTurn()]);
      if (read === "turn") {
        if (held !== undefined && !out.write(held)) left();
        held = undefined;
        continue;
      }
      if (read.done) break;
      if (held !== undefined && !out.write(held)) left();
      held = read.value;
      next = reader.read();
    }
  } catch {
    // The client went away, or the stream was torn down: nothing more to send.
  } finally {
    res.off("close", left);
    out.end(held);
  }
}

const nextTurn = (): Promise<"turn"> =>
  new Promise((resolve) => {
    setImmediate(() => {
      resolve("turn");
    });
  });
