// The Node HTTP server both servers listen with, within the serving bounds: headers and the whole
// request must arrive within their timeouts (408, then closed), and a connection past the most open
// at once is answered 503 with Retry-After before anything of it is read, then closed.
import { createServer, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import { retryAfterSeconds, type ServingLimits } from "./serving-limits.js";

/** How often Node looks for requests past their timeouts: the timeouts hold to within this. */
const timeoutCheckMs = 1000;
/** How long a connection answered 503 for being one too many may stay open for its answer to be read. */
const refusedConnectionMs = 1000;
/** Connections answered 503 for being one too many. */
const refusedSockets = new WeakSet<Socket>();

export function boundedServer(limits: ServingLimits, listener: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(timeoutCheckMs, limits.headersTimeoutMs),
    },
    (req, res) => {
      // A connection answered 503 for being one too many: its requests get nothing more.
      if (!refusedSockets.has(req.socket)) listener(req, res);
    },
  );
  let open = 0;
  server.on("connection", (socket: Socket) => {
    open += 1;
    socket.once("close", () => {
      open -= 1;
    });
    if (open > limits.maxConnections) refuseConnection(socket, limits.maxConnections);
  });
  return server;
}

/**
 * Answers 503 on the raw socket, ahead of any request (HTTP lets a server answer before it is asked),
 * and closes it once the answer is out or after `refusedConnectionMs`. A request it sends meanwhile
 * reaches no handler: the socket is marked refused.
 */
function refuseConnection(socket: Socket, max: number): void {
  refusedSockets.add(socket);
  const body = JSON.stringify({
    jsonrpc: "2.0",
    id: null,
    error: {
      code: -32000,
      message: `Service unavailable: the server already has ${String(max)} connections open, the limit (--max-connections); try again later`,
    },
  });
  socket.end(
    [
      "HTTP/1.1 503 Service Unavailable",
      "content-type: application/json",
      `content-length: ${String(Buffer.byteLength(body))}`,
      `retry-after: ${String(retryAfterSeconds)}`,
      "connection: close",
      "",
      body,
    ].join("\r\n"),
  );
  setTimeout(() => socket.destroy(), refusedConnectionMs).unref();
}
