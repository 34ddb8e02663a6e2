// The Node HTTP server both servers listen with, within the serving bounds: headers and the whole
// request must arrive within their timeouts (408, then closed); a connection stays "pending" until a
// request on it carries a known token, and one address may hold at most `maxAddressPending` pending
// connections (one more is answered 429); past the most connections open at once, the oldest pending
// connection is closed to make room, or, with none pending, the new one is answered 503. Refusals are
// written before anything of the connection is read, then it is closed. So sockets that never send a
// token (slow headers, reopened as soon as closed) cannot keep a token holder out.
import { createServer, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import { retryAfterSeconds, type ServingLimits } from "./serving-limits.js";

/** How often Node looks for requests past their timeouts: the timeouts hold to within this. */
const timeoutCheckMs = 1000;
/** How long a connection answered 503 for being one too many may stay open for its answer to be read. */
const refusedConnectionMs = 1000;
/** Connections answered 503 for being one too many. */
const refusedSockets = new WeakSet<Socket>();
/** What a pending connection does once a request on it shows a known token. */
const onAuthenticated = new WeakMap<Socket, () => void>();

/** Marks `socket` as past its token: it no longer counts as pending for its address, nor may be closed to make room. */
export function markAuthenticated(socket: Socket): void {
  const done = onAuthenticated.get(socket);
  if (done === undefined) return;
  onAuthenticated.delete(socket);
  done();
}

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
  /** Pending connections, oldest first, and how many each address has. */
  const pending = new Set<Socket>();
  const perAddress = new Map<string, number>();
  const settle = (socket: Socket, address: string): void => {
    if (!pending.delete(socket)) return;
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left === 0) perAddress.delete(address);
    else perAddress.set(address, left);
  };
  server.on("connection", (socket: Socket) => {
    open += 1;
    const address = socket.remoteAddress ?? "";
    socket.once("close", () => {
      open -= 1;
      onAuthenticated.delete(socket);
      settle(socket, address);
    });
    const held = perAddress.get(address) ?? 0;
    if (held >= limits.maxAddressPending) {
      refuseConnection(socket, {
        status: "429 Too Many Requests",
        message: `Too many requests: this address already has ${String(limits.maxAddressPending)} connections open that have sent no request with a known token, the limit (--max-address-pending); try again later`,
      });
      return;
    }
    pending.add(socket);
    perAddress.set(address, held + 1);
    onAuthenticated.set(socket, () => {
      settle(socket, address);
    });
    if (open <= limits.maxConnections) return;
    const oldest = pending.values().next().value;
    if (oldest !== undefined && oldest !== socket) {
      settle(oldest, oldest.remoteAddress ?? "");
      refuseConnection(oldest, {
        status: "503 Service Unavailable",
        message: `Service unavailable: the server has ${String(limits.maxConnections)} connections open, the limit (--max-connections), and closed this one, which had sent no request with a known token yet, to make room; try again later`,
      });
      return;
    }
    refuseConnection(socket, {
      status: "503 Service Unavailable",
      message: `Service unavailable: the server already has ${String(limits.maxConnections)} connections open, the limit (--max-connections); try again later`,
    });
  });
  return server;
}

/**
 * Answers `refusal` on the raw socket, ahead of any request (HTTP lets a server answer before it is
 * asked), and closes it once the answer is out or after `refusedConnectionMs`. A request it sends
 * meanwhile reaches no handler: the socket is marked refused.
 */
function refuseConnection(socket: Socket, refusal: { readonly status: string; readonly message: string }): void {
  refusedSockets.add(socket);
  onAuthenticated.delete(socket);
  const body = JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32000, message: refusal.message } });
  socket.end(
    [
      `HTTP/1.1 ${refusal.status}`,
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
