// Reading a request body only within the server's bounds (for admit-body.ts): a request is admitted
// (admission.ts) before a byte of its body is kept, a declared length is held in full up front and a
// chunked body as it arrives, and every refusal (413, 429, 503) costs no memory: the rest of the body
// is read and dropped for a short while, so the sender still gets the answer, then the connection is
// closed.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isRefusal, type Admission, type Refusal, type Ticket } from "./admission.js";
import { answerError } from "./answer-error.js";
import { retryAfterSeconds } from "./serving-limits.js";

/** How long a refused request's body is read and dropped before its connection is closed. */
const refusedGraceMs = 2000;

export interface ReadBodyInput {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly user: string;
  readonly admission: Admission;
  readonly maxBody: number;
}

/** An admitted request's body, and the ticket its body (and later its answer) is held on until the answer is sent. */
export interface HeldBody {
  /** The body as it came, not yet decoded: its shape is checked first (message-bounds.ts). */
  readonly bytes: Buffer;
  readonly ticket: Ticket;
}

/**
 * The body's bytes, held within the bounds until the answer is sent; undefined when the request was
 * refused (and answered) or its sender went away.
 */
export async function readBody(input: ReadBodyInput): Promise<HeldBody | undefined> {
  const { req, res, maxBody } = input;
  const header = req.headers["content-length"];
  const declared = header === undefined ? undefined : Number(header);
  if (declared !== undefined && declared > maxBody) {
    refuse(input, tooLarge(maxBody));
    return undefined;
  }
  const entry = input.admission.enter(input.user);
  if (isRefusal(entry)) {
    refuse(input, entry);
    return undefined;
  }
  res.once("close", entry.release);
  const refusal = declared === undefined ? undefined : entry.hold(declared);
  if (refusal !== undefined) {
    refuse(input, refusal);
    return undefined;
  }
  const read = await readWithin(req, { maxBody, ticket: declared === undefined ? entry : undefined });
  if (read.kind === "body") return { bytes: read.bytes, ticket: entry };
  entry.release();
  if (read.kind === "refused") refuse(input, read.refusal);
  return undefined;
}

type Read =
  | { readonly kind: "body"; readonly bytes: Buffer }
  | { readonly kind: "refused"; readonly refusal: Refusal | TooLarge }
  | { readonly kind: "gone" };

interface TooLarge {
  readonly status: 413;
  readonly message: string;
}

/** The body; refused past `maxBody` or when `ticket` cannot hold a chunk; gone if the sender left first. */
function readWithin(
  req: IncomingMessage,
  options: { readonly maxBody: number; readonly ticket: Ticket | undefined },
): Promise<Read> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const stop = (result: Read): void => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      bytes += chunk.length;
      const refusal = bytes > options.maxBody ? tooLarge(options.maxBody) : options.ticket?.hold(chunk.length);
      if (refusal === undefined) chunks.push(chunk);
      else stop({ kind: "refused", refusal });
    };
    const onEnd = (): void => {
      stop({ kind: "body", bytes: chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : Buffer.concat(chunks) });
    };
    const onClose = (): void => {
      if (!req.complete) stop({ kind: "gone" });
    };
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("close", onClose);
  });
}

function retryAfterOf(refusal: Refusal): number {
  return refusal.retryAfter ?? retryAfterSeconds;
}

function tooLarge(maxBody: number): TooLarge {
  return { status: 413, message: `Payload too large: the limit is ${String(maxBody)} bytes` };
}

/** Answers the refusal (429 and 503 with Retry-After), then reads and drops the rest of the body for a while. */
function refuse(input: ReadBodyInput, refusal: Refusal | TooLarge): void {
  const { req, res } = input;
  answerError(res, {
    status: refusal.status,
    code: -32000,
    message: refusal.message,
    ...(refusal.status === 413 ? {} : { headers: { "retry-after": String(retryAfterOf(refusal)) } }),
  });
  if (req.complete) return;
  discardRest(req, 16 * input.maxBody);
  const timer = setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, refusedGraceMs);
  timer.unref();
  req.once("end", () => {
    clearTimeout(timer);
  });
}

/**
 * Reads and drops the rest of a refused body, so the client, still sending, gets the answer: closing
 * at once would reset the connection and can lose the answer in flight. A sender that goes on past
 * `limit` bytes is cut off.
 */
function discardRest(req: IncomingMessage, limit: number): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) req.socket.destroy();
  });
  req.resume();
}
