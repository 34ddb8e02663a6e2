// A raw JSON-RPC line channel to a built skill's `scripts/run mcp`: for bytes the SDK client cannot
// send (text that is not JSON, bytes that are not UTF-8, values nested deeper than JSON.stringify goes).
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { built } from "./built.js";
import { hangMs } from "./harness.js";

export type RawReply = Readonly<Record<string, unknown>>;

export class RawChannel {
  private pending: string[] = [];
  private stderrText = "";
  private nextId = 1000;
  private readonly replies = new Map<unknown, RawReply>();
  /** Each reply's line as it came, by id. */
  readonly lines = new Map<unknown, string>();
  /** Lines on stdout that are not JSON objects: there must be none. */
  readonly strayLines: string[] = [];
  exitCode: number | null | undefined = undefined;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on("data", (chunk: Buffer) => {
      this.read(chunk.toString("utf8"));
    });
    child.stderr.on("data", (chunk: Buffer) => (this.stderrText += chunk.toString("utf8")));
    child.stdin.on("error", () => undefined);
    child.on("exit", (code) => (this.exitCode = code));
  }

  /** Spawns the fixture's server (its `scripts/run mcp`) and completes the MCP handshake. */
  static open(fixture: string, sessions: string): Promise<RawChannel> {
    return RawChannel.start(built(fixture), ["mcp", "--session-dir", sessions]);
  }

  /** Spawns any MCP stdio server and completes the handshake. */
  static async start(command: string, args: readonly string[]): Promise<RawChannel> {
    const channel = new RawChannel(spawn(command, [...args], { stdio: ["pipe", "pipe", "pipe"] }));
    const init = await channel.request("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "skill-kit-raw", version: "1.0.0" },
    });
    if (init === undefined || !("result" in init))
      throw new Error(`initialize failed: ${JSON.stringify(init)} ${channel.stderr}`);
    channel.send(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    return channel;
  }

  get stderr(): string {
    return this.stderrText;
  }

  get alive(): boolean {
    return this.exitCode === undefined;
  }

  /** Writes bytes exactly as given (add the newline yourself). */
  send(bytes: string | Buffer): void {
    this.child.stdin.write(bytes);
  }

  /** Sends a request whose JSON text is `json(id)` (or built from method and params); resolves with its reply, or undefined after `timeoutMs`. */
  async request(
    method: string,
    params?: unknown,
    options: { json?: (id: number) => string; timeoutMs?: number } = {},
  ): Promise<RawReply | undefined> {
    const id = this.nextId++;
    this.send(`${options.json?.(id) ?? JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    return this.reply(id, options.timeoutMs);
  }

  /** The reply with this id, waiting up to `timeoutMs` for it. */
  async reply(id: unknown, timeoutMs = hangMs): Promise<RawReply | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (!this.replies.has(id) && Date.now() < deadline && this.alive) await new Promise((resolve) => setTimeout(resolve, 5));
    return this.replies.get(id);
  }

  /** Forgets the reply kept for `id` (replies to lines without a usable id all have id null). */
  forget(id: unknown): void {
    this.replies.delete(id);
  }

  /** A `tools/call` through the raw channel, with arguments given as JSON text (any nesting). */
  callWithJson(tool: string, argumentsJson: string, timeoutMs?: number): Promise<RawReply | undefined> {
    return this.request("tools/call", undefined, {
      json: (id) =>
        `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":${JSON.stringify(tool)},"arguments":${argumentsJson}}}`,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }

  async close(): Promise<void> {
    this.child.stdin.end();
    const deadline = Date.now() + 5000;
    while (this.alive && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    if (this.alive) this.child.kill("SIGKILL");
  }

  /** Splits stdout into lines, looking for newlines only in the new chunk (replies can be 20 MB). */
  private read(text: string): void {
    let start = 0;
    for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", start)) {
      this.pending.push(text.slice(start, end));
      this.take(this.pending.join(""));
      this.pending = [];
      start = end + 1;
    }
    if (start < text.length) this.pending.push(text.slice(start));
  }

  private take(line: string): void {
    try {
      const message = JSON.parse(line) as unknown;
      if (typeof message !== "object" || message === null || Array.isArray(message)) throw new Error("not an object");
      const reply = message as RawReply;
      if ("id" in reply) {
        this.replies.set(reply["id"], reply);
        this.lines.set(reply["id"], line);
      }
    } catch {
      this.strayLines.push(line.slice(0, 300));
    }
  }
}

/** The text of a raw `tools/call` reply: its result's first text item, or its JSON-RPC error message. */
export function rawText(
  reply: RawReply | undefined,
): { readonly isError: boolean; readonly text: string; readonly structured: unknown } | undefined {
  if (reply === undefined) return undefined;
  const error = reply["error"] as { message?: unknown } | undefined;
  if (error !== undefined) return { isError: true, text: String(error.message), structured: undefined };
  const result = reply["result"] as
    | { content?: { text?: unknown }[]; isError?: unknown; structuredContent?: unknown }
    | undefined;
  const text = result?.content?.[0]?.text;
  return { isError: result?.isError === true, text: typeof text === "string" ? text : "", structured: result?.structuredContent };
}
