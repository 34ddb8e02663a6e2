// Writing an answer within the serving bounds: its bytes count against its request's ticket
// (admission.ts) from the moment they are written until the client has taken them, so answers a
// client never reads make that user's (and the server's) next requests wait with 429/503 instead of
// piling up; a connection whose answer has not moved for the request timeout is closed (looked for
// once a second, over all answers at once), freeing it.
import type { ServerResponse } from "node:http";
import type { Ticket } from "./admission.js";
import { answerError } from "./answer-error.js";
import { retryableAnswer } from "./retryable-answer.js";
import { retryAfterSeconds } from "./serving-limits.js";

/** What an answer is written within: its request's share, and how long it may stand still. */
export interface AnswerBounds {
  readonly ticket: Ticket;
  /** The connection is closed when none of its answer has been taken for this many ms (`--request-timeout`). */
  readonly stallMs: number;
  /** The JSON-RPC id of the request, for the error sent in place of an answer that does not fit. */
  readonly id?: string | number | null | undefined;
}

/**
 * Answers up to this size are always sent: one found made while the bound is full is sent anyway, so
 * a call's result (which may have changed a run) is not thrown away for being small. Requests in
 * flight are bounded (`--max-requests`), so these add at most 256 × 64 KiB past the bound.
 */
const alwaysSentBytes = 64 * 1024;

/** A larger chunk is handed to the socket in pieces of this size, so that progress shows as the client takes each. */
const answerPieceBytes = 1024 * 1024;

/** How often answers with bytes not yet taken are looked over: the stall bound holds to within this. */
const sweepMs = 1000;
/** Answers with bytes not yet taken. */
const waiting = new Set<AnswerWriter>();
let sweeper: NodeJS.Timeout | undefined;

/** Closes the connections of answers that stood still too long; stops when none are left waiting. */
function sweep(): void {
  const now = Date.now();
  for (const writer of waiting) if (writer.stalled(now)) waiting.delete(writer);
  if (waiting.size === 0) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

/** Writes the chunks of one answer to `res`, heading it first, counting and watching them within `bounds`. */
export class AnswerWriter {
  private unsent = 0;
  private movedAt = 0;
  private refused = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly head: { readonly status: number; readonly headers: Readonly<Record<string, string>> },
    private readonly bounds: AnswerBounds,
  ) {}

  /**
   * Writes `chunk`; false when it was not, because this answer's first chunk is large and its user's
   * or the server's bytes already fill their bound: an error with `Retry-After` was sent in its place.
   */
  write(chunk: Uint8Array): boolean {
    if (!this.started(chunk)) return false;
    for (let at = 0; at < chunk.length; at += answerPieceBytes) this.piece(chunk.subarray(at, at + answerPieceBytes), false);
    return true;
  }

  /** Ends the answer, with `chunk` as its last bytes (one write when it is small). */
  end(chunk?: Uint8Array): void {
    if (chunk === undefined || chunk.length === 0) {
      if (!this.refused && !this.res.headersSent) this.res.writeHead(this.head.status, this.head.headers);
      if (!this.refused) this.res.end();
      return;
    }
    if (!this.res.headersSent && !this.refused && this.retried(chunk)) return;
    if (!this.started(chunk)) return;
    let at = 0;
    for (; chunk.length - at > answerPieceBytes; at += answerPieceBytes)
      this.piece(chunk.subarray(at, at + answerPieceBytes), false);
    this.piece(at === 0 ? chunk : chunk.subarray(at), true);
  }

  /** True when this answer no longer needs watching: its connection is gone, or was closed now for standing still. */
  stalled(now: number): boolean {
    if (this.res.destroyed || this.unsent === 0) return true;
    if (now - this.movedAt < this.bounds.stallMs) return false;
    this.res.destroy();
    return true;
  }

  /**
   * True when `chunk`, the whole answer, is a retryable failure: then its status (429, 503 with
   * `Retry-After`; 200 for a busy run) and the JSON-RPC error were sent in its place (retryable-answer.ts).
   */
  private retried(chunk: Uint8Array): boolean {
    const answer = retryableAnswer(chunk);
    if (answer === undefined) return false;
    this.refused = true;
    const retry = answer.status === 200 ? {} : { "retry-after": String(answer.retryAfter) };
    this.res.writeHead(answer.status, { "content-type": "application/json", ...retry });
    this.res.end(answer.body);
    return true;
  }

  /** Heads the answer before its first chunk, or refuses it in place of that chunk. */
  private started(chunk: Uint8Array): boolean {
    if (this.refused) return false;
    if (this.res.headersSent) return true;
    const refusal = chunk.length > alwaysSentBytes ? this.bounds.ticket.crowded() : undefined;
    if (refusal === undefined) {
      this.res.writeHead(this.head.status, this.head.headers);
      return true;
    }
    this.refused = true;
    answerError(this.res, {
      status: refusal.status,
      code: -32000,
      id: this.bounds.id ?? null,
      message: `${refusal.message} (this answer of ${String(chunk.length)} bytes was made and dropped)`,
      headers: { "retry-after": String(retryAfterSeconds) },
    });
    return false;
  }

  private piece(bytes: Uint8Array, last: boolean): void {
    const { bounds } = this;
    const taken = (): void => {
      this.unsent -= bytes.length;
      this.movedAt = Date.now();
      bounds.ticket.repay(bytes.length);
      if (this.unsent === 0) waiting.delete(this);
    };
    if (this.unsent === 0) {
      waiting.add(this);
      sweeper ??= setInterval(sweep, sweepMs).unref();
    }
    this.unsent += bytes.length;
    this.movedAt = Date.now();
    bounds.ticket.owe(bytes.length);
    if (last) this.res.end(bytes, taken);
    else this.res.write(bytes, taken);
  }
}
