// Many callers that send a whole request and then never read its answer past the first bytes: what a
// server must survive without keeping every answer. Raw sockets, so nothing is read that a test did not ask for.
import { connect, type Socket } from "node:net";

export interface UnreadAnswersOptions {
  /** The server's `/mcp` URL. */
  readonly url: string;
  /** Sent as `Authorization: Bearer <token>`; one per connection in turn when several are given. */
  readonly tokens: readonly string[];
  /** The JSON-RPC message each connection posts. */
  readonly body: string;
  /** Connections to open, one after another (each once the previous one's first bytes came back). */
  readonly count: number;
  /** How long to wait for each one's status line before going on (default 10 s). */
  readonly answerMs?: number;
}

export interface UnreadAnswers {
  /** The status each connection got, in order (0: none within `answerMs`). */
  readonly statuses: readonly number[];
  /** Closes every connection. */
  readonly end: () => void;
}

/**
 * Opens `count` connections; each posts `body`, reads the first bytes of its answer (its status
 * line) and then reads no more, so the rest of the answer waits in the server for the client.
 */
export async function unreadAnswers(options: UnreadAnswersOptions): Promise<UnreadAnswers> {
  const target = new URL(options.url);
  const sockets: Socket[] = [];
  const statuses: number[] = [];
  for (let n = 0; n < options.count; n += 1) {
    const token = options.tokens[n % options.tokens.length] ?? "";
    const socket = connect({ host: target.hostname, port: Number(target.port) });
    socket.on("error", () => undefined);
    sockets.push(socket);
    statuses.push(await firstStatus(socket, { target, token, body: options.body, answerMs: options.answerMs ?? 10_000 }));
  }
  return {
    statuses,
    end: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Posts the request and resolves with the status of the first bytes back, then pauses the socket for good. */
function firstStatus(
  socket: Socket,
  request: { readonly target: URL; readonly token: string; readonly body: string; readonly answerMs: number },
): Promise<number> {
  const head = [
    `POST ${request.target.pathname} HTTP/1.1`,
    `Host: ${request.target.host}`,
    "Content-Type: application/json",
    "Accept: application/json, text/event-stream",
    `Authorization: Bearer ${request.token}`,
    `Content-Length: ${String(Buffer.byteLength(request.body))}`,
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(0);
    }, request.answerMs);
    socket.once("data", (chunk: Buffer) => {
      socket.pause();
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? 0));
    });
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(0);
    });
    socket.write(head + request.body);
  });
}
