// Stands between an SDK server and the HTTP transport of one POST. It gives the server's own
// requests to the client (elicitation) ids that name this instance, `<instance>.<n>`, and waits in
// the mailbox for the answers, which the client POSTs separately and any instance may receive. It
// also tells a server that never saw `initialize` what the client declared there.
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/server";
import {
  isJSONRPCErrorResponse,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type RequestId,
} from "@modelcontextprotocol/server";
import type { ClientDeclaration } from "./client-declaration.js";
import { maxOpenQuestions, type Mailbox } from "./mailbox.js";

export interface Route {
  readonly mailbox: Mailbox;
  /** This process's name in request ids: letters, digits, `_` and `-`. */
  readonly instanceId: string;
  /** The calling user's key (hex): answers are waited for under `<user>.<request id>`. */
  readonly user: string;
  /** How long an answer may take to arrive. */
  readonly waitMs: number;
}

let sent = 0;

/** The id of the `initialize` we replay to a fresh server; its answer goes nowhere. */
const introductionId = "skill-kit-introduction";

export class RoutedTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: Transport["onmessage"];
  /** Aborted when the request is over; made only when the server asks the client something. */
  private closing: AbortController | undefined;
  private closed = false;

  constructor(
    private readonly inner: Transport,
    private readonly route: Route,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      this.onmessage?.(message, extra);
    };
    this.inner.onerror = (error) => {
      this.onerror?.(error);
    };
    this.inner.onclose = () => {
      this.end();
      this.onclose?.();
    };
    await this.inner.start();
  }

  /** Replays the client's `initialize` (as its session id carries it) to the server, before the request. */
  introduce(declaration: ClientDeclaration): void {
    const capabilities = declaration.elicitation === undefined ? {} : { elicitation: declaration.elicitation };
    const params = {
      protocolVersion: declaration.protocolVersion,
      capabilities,
      clientInfo: { name: "(mcp-session-id)", version: "0" },
    };
    this.onmessage?.({ jsonrpc: "2.0", id: introductionId, method: "initialize", params });
    this.onmessage?.({ jsonrpc: "2.0", method: "notifications/initialized" });
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    // The server's own messages are the SDK's, well formed: their keys tell their kind (the SDK's
    // guards run a schema over the whole message, about a tenth of a millisecond for a large answer).
    if (!("method" in message)) {
      if ("id" in message && message.id === introductionId) return;
      return this.inner.send(message, options);
    }
    if (!("id" in message)) return this.inner.send(message, options);
    sent += 1;
    const routed = `${this.route.instanceId}.${String(sent)}`;
    const key = `${this.route.user}.${routed}`;
    if (!(await this.route.mailbox.ask(key))) {
      // The user has too many questions open: this one fails at once, as the client never saw it.
      const error = { code: -32000, message: `too many open questions for this user (at most ${String(maxOpenQuestions)})` };
      this.onmessage?.({ jsonrpc: "2.0", id: message.id, error });
      return;
    }
    void this.awaitAnswer(key, message.id);
    return this.inner.send({ ...message, id: routed }, options);
  }

  async close(): Promise<void> {
    this.end();
    await this.inner.close();
  }

  /** Stops waiting for answers (a plain reason: an abort without one makes a DOMException, which costs a stack trace). */
  private end(): void {
    this.closed = true;
    this.closing?.abort("the request is over");
  }

  private closingSignal(): AbortSignal {
    this.closing ??= new AbortController();
    if (this.closed) this.closing.abort("the request is over");
    return this.closing.signal;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  /** Hands the client's answer to `routed` to the server under the id the server gave it. */
  private async awaitAnswer(key: string, original: RequestId): Promise<void> {
    const text = await this.route.mailbox.wait(key, this.route.waitMs, this.closingSignal());
    if (text === undefined) return;
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return;
    }
    if (isJSONRPCResultResponse(answer) || isJSONRPCErrorResponse(answer)) this.onmessage?.({ ...answer, id: original });
  }
}
