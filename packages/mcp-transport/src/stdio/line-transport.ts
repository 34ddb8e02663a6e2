// The stdio wire under the SDK: one JSON-RPC message per line each way. Each line is parsed and
// its envelope checked once (envelope-error.ts), then handed to the SDK as a message; a line the
// SDK's own stdio transport would drop unanswered gets a JSON-RPC error naming what is wrong. A
// request the `shortcut` takes is answered here and never reaches the SDK.
import type { Readable, Writable } from "node:stream";
import type {
  JSONRPCMessage,
  JSONRPCRequest,
  JSONRPCResultResponse,
  RequestId,
  Result,
  Transport,
} from "@modelcontextprotocol/server";
import { retryableCallError } from "../coded-failure.js";
import { checkEnvelope } from "./envelope-error.js";
import { interimResult } from "./interim-result.js";
import { unsupportedVersion } from "./protocol-version.js";

/** The longest line taken: a longer one is discarded as it arrives, answered with an error, and the server goes on. */
const maxLineBytes = 10 * 1024 * 1024;

export class LineTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: Transport["onmessage"];
  /** Answers a request beside the SDK: its result, or undefined to hand it to the SDK. */
  shortcut?: ((request: JSONRPCRequest) => Promise<Result> | undefined) | undefined;
  /** The latest request of each id the shortcut is answering (a reused id's earlier one is still answered, as the SDK does). */
  private readonly answering = new Map<RequestId, { cancelled: boolean }>();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Inside a line over `maxLineBytes`: its bytes are dropped until its newline. */
  private discarding = false;
  private closed = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
  ) {}

  start(): Promise<void> {
    this.input.on("data", this.onData);
    this.input.on("error", this.onInputError);
    this.input.on("end", this.onEnd);
    this.input.on("close", this.onEnd);
    this.output.on("error", this.onOutputError);
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error("the stdio connection is closed"));
    // A tool result for a retryable failure goes out as the JSON-RPC error of its code (coded-failure.ts).
    const line = JSON.stringify("result" in message ? answerOf(message) : message);
    // Settled at once when the stream takes the line; when it is full, once it drains (or fails).
    if (this.output.write(`${line}\n`)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const drained = (): void => {
        this.output.off("error", failed);
        resolve();
      };
      const failed = (error: Error): void => {
        this.output.off("drain", drained);
        reject(error);
      };
      this.output.once("drain", drained);
      this.output.once("error", failed);
    });
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    this.input.off("data", this.onData);
    this.input.off("error", this.onInputError);
    this.input.off("end", this.onEnd);
    this.input.off("close", this.onEnd);
    this.pending = [];
    this.onclose?.();
    return Promise.resolve();
  }

  private readonly onData = (chunk: Buffer): void => {
    let start = 0;
    // Newlines are looked for in the new chunk only: a long line may come in many chunks.
    for (let end = chunk.indexOf(0x0a); end >= 0 && !this.closed; end = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, end);
      start = end + 1;
      if (this.discarding || this.pendingBytes + piece.length > maxLineBytes) {
        this.endDiscarding();
        continue;
      }
      const line = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.pending = [];
      this.pendingBytes = 0;
      this.take(line.toString("utf8"));
    }
    if (start >= chunk.length || this.closed || this.discarding) return;
    const rest = chunk.subarray(start);
    if (this.pendingBytes + rest.length > maxLineBytes) {
      this.pending = [];
      this.pendingBytes = 0;
      this.discarding = true;
      return;
    }
    this.pending.push(rest);
    this.pendingBytes += rest.length;
  };

  /** The end of a line too long to take: forget it and say so (its id is unknown: it was never parsed). */
  private endDiscarding(): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.discarding = false;
    this.reply({
      id: null,
      code: -32600,
      message: `Invalid request: a message over ${String(maxLineBytes)} bytes was discarded unread; send smaller messages`,
    });
  }

  private take(line: string): void {
    const text = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (text.trim() === "") return;
    const checked = checkEnvelope(text);
    if (!("message" in checked)) {
      this.reply(checked.error);
      return;
    }
    const { message } = checked;
    if ("method" in message && "id" in message) {
      const refused = unsupportedVersion(message.params);
      if (refused !== undefined) {
        this.reply({ id: message.id, ...refused });
        return;
      }
    }
    if ("method" in message && this.shortcut !== undefined)
      if ("id" in message) {
        if (this.answerDirectly(message, this.shortcut)) return;
      } else if (message.method === "notifications/cancelled") this.noteCancel(message.params);
    this.onmessage?.(message);
  }

  /** True when `shortcut` takes `request`: its answer (or an internal error) is sent when it settles. */
  private answerDirectly(request: JSONRPCRequest, shortcut: NonNullable<LineTransport["shortcut"]>): boolean {
    const answer = shortcut(request);
    if (answer === undefined) return false;
    const { id } = request;
    const entry = { cancelled: false };
    this.answering.set(id, entry);
    const settled = (message: JSONRPCMessage): void => {
      if (this.answering.get(id) === entry) this.answering.delete(id);
      // Like the SDK, nothing is sent for a cancelled request or once the connection is closed.
      if (!entry.cancelled && !this.closed) this.send(message).catch((error: unknown) => this.onerror?.(toError(error)));
    };
    answer.then(
      (result) => {
        settled({ result, jsonrpc: "2.0", id });
      },
      (error: unknown) => {
        this.onerror?.(toError(error));
        settled({ jsonrpc: "2.0", id, error: { code: -32603, message: "Internal error" } });
      },
    );
    return true;
  }

  /** A cancelled request the shortcut is answering gets no answer (the SDK hears of it too, and ignores it). */
  private noteCancel(params: unknown): void {
    const id = typeof params === "object" && params !== null && "requestId" in params ? params.requestId : undefined;
    const entry = typeof id === "string" || typeof id === "number" ? this.answering.get(id) : undefined;
    if (entry !== undefined) entry.cancelled = true;
  }

  private reply({ id, code, message, data }: Refusal): void {
    const error = data === undefined ? { code, message } : { code, message, data };
    this.output.write(`${JSON.stringify({ jsonrpc: "2.0", id, error })}\n`);
  }

  private readonly onEnd = (): void => {
    void this.close();
  };

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
  };

  private readonly onOutputError = (error: Error): void => {
    if (this.closed) return;
    this.onerror?.(error);
    void this.close();
  };
}

/** A JSON-RPC error this wire answers by itself: a line it cannot take, or a revision it does not speak. */
interface Refusal {
  readonly id: RequestId | null;
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** The answer sent for a result: a retryable failure's JSON-RPC error, else the result (an interim one trimmed). */
function answerOf(response: JSONRPCResultResponse): JSONRPCMessage {
  const error = retryableCallError(response.result);
  if (error !== undefined) return { jsonrpc: "2.0", id: response.id, error };
  const result = interimResult(response.result);
  return result === response.result ? response : { ...response, result };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
