// A JSON-RPC client over a server's stdio that counts every byte each way: a legacy client
// (initialize, then elicitation requests answered within a call) or a 2026-07-28 one (per-request
// `_meta`, input-required results answered by calling again), both declaring form elicitation.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";

export type Era = "legacy" | "modern";

type Json = Readonly<Record<string, unknown>>;

/** What the user answers to one question: the form's content, or undefined to decline. */
export type Answerer = (params: Json) => Json | undefined;

/** One tool call with its questions, as it went on the wire. */
export interface WireCall {
  /** The tool result (or JSON-RPC error) the call ended with. */
  readonly outcome: Json;
  /** Bytes of every line sent and received for it, newlines included. */
  readonly bytes: number;
  /** The form messages the user was asked, in order. */
  readonly asked: readonly string[];
  /** The request state of the last input-required result (2026-07-28). */
  readonly lastState?: string;
}

const isJson = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

const modernMeta = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": { elicitation: { form: {} } },
  "io.modelcontextprotocol/clientInfo": { name: "wire-test", version: "1" },
};

export class StdioWire {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: AsyncIterator<string>;
  private nextId = 1;

  private constructor(
    command: string,
    args: readonly string[],
    readonly era: Era,
  ) {
    this.child = spawn(command, [...args], { stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr.resume();
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }

  static async open(input: {
    readonly command: string;
    readonly args: readonly string[];
    readonly era: Era;
  }): Promise<StdioWire> {
    const wire = new StdioWire(input.command, input.args, input.era);
    if (input.era === "legacy") {
      const capabilities = { elicitation: { form: {} } };
      const clientInfo = { name: "wire-test", version: "1" };
      await wire.exchange("initialize", { protocolVersion: "2025-11-25", capabilities, clientInfo }, () => undefined);
      wire.write({ jsonrpc: "2.0", method: "notifications/initialized" });
    }
    return wire;
  }

  /**
   * Calls `name` and answers its questions with `answer` until it ends: within the call (legacy),
   * or by calling again with the answer and the state (2026-07-28; `state` starts with one given).
   */
  async call(name: string, args: Json, options: { readonly answer: Answerer; readonly state?: string }): Promise<WireCall> {
    const asked: string[] = [];
    const answering: Answerer = (params) => {
      asked.push(typeof params["message"] === "string" ? params["message"] : "");
      return options.answer(params);
    };
    let bytes = 0;
    let extra: Json = options.state === undefined ? {} : { requestState: options.state, inputResponses: {} };
    let lastState: string | undefined;
    for (let round = 0; round < 10; round += 1) {
      const params = { name, arguments: args, ...extra, ...(this.era === "modern" ? { _meta: modernMeta } : {}) };
      const sent = await this.exchange("tools/call", params, answering);
      bytes += sent.bytes;
      const result = sent.message["result"];
      if (!isJson(result) || result["resultType"] !== "input_required")
        return { outcome: sent.message, bytes, asked, ...(lastState === undefined ? {} : { lastState }) };
      lastState = typeof result["requestState"] === "string" ? result["requestState"] : undefined;
      const requests = isJson(result["inputRequests"]) ? result["inputRequests"] : {};
      const responses = Object.fromEntries(
        Object.entries(requests).map(([key, request]) => {
          const content = answering(isJson(request) && isJson(request["params"]) ? request["params"] : {});
          return [key, content === undefined ? { action: "decline" } : { action: "accept", content }];
        }),
      );
      extra = { requestState: lastState, inputResponses: responses };
    }
    throw new Error(`${name} asked more than 10 rounds`);
  }

  /** Sends a request and reads until its response, answering the server's elicitation requests on the way. */
  private async exchange(
    method: string,
    params: Json,
    answer: Answerer,
  ): Promise<{ readonly message: Json; readonly bytes: number }> {
    const id = this.nextId++;
    let bytes = this.write({ jsonrpc: "2.0", id, method, params });
    for (let read = 0; read < 100; read += 1) {
      const next = await this.lines.next();
      if (next.done === true) throw new Error(`the server closed its stdout before answering ${method}`);
      bytes += Buffer.byteLength(`${next.value}\n`);
      const message: unknown = JSON.parse(next.value);
      if (!isJson(message)) continue;
      if (message["id"] === id && !("method" in message)) return { message, bytes };
      if (message["method"] === "elicitation/create") {
        const content = answer(isJson(message["params"]) ? message["params"] : {});
        const result = content === undefined ? { action: "decline" } : { action: "accept", content };
        bytes += this.write({ jsonrpc: "2.0", id: message["id"], result });
      }
    }
    throw new Error(`no answer to ${method} in 100 messages`);
  }

  private write(message: Json): number {
    const line = `${JSON.stringify(message)}\n`;
    this.child.stdin.write(line);
    return Buffer.byteLength(line);
  }

  close(): Promise<void> {
    return new Promise((done) => {
      if (this.child.exitCode !== null) {
        done();
        return;
      }
      this.child.once("close", () => {
        done();
      });
      this.child.stdin.end();
    });
  }
}

/** The tool result of a call: its `structuredContent`, or the JSON-RPC error. */
export function structuredOf(outcome: Json): Json {
  const result = outcome["result"];
  if (isJson(result) && isJson(result["structuredContent"])) return result["structuredContent"];
  return isJson(result) ? result : isJson(outcome["error"]) ? outcome["error"] : {};
}

/** The one field of a question's form, from its `elicitation/create` params. */
export function fieldOf(params: Json): string {
  const schema = params["requestedSchema"];
  const properties = isJson(schema) ? schema["properties"] : undefined;
  return isJson(properties) ? (Object.keys(properties)[0] ?? "") : "";
}
