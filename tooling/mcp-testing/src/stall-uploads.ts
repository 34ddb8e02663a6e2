// Many callers that announce a body, send most of it and then stall: what a server must survive
// without holding their bytes. Raw sockets, so nothing is sent that a test did not write.
import { connect, type Socket } from "node:net";

export interface StallOptions {
  /** The server's `/mcp` URL. */
  readonly url: string;
  /** Sent as `Authorization: Bearer <token>` when given. */
  readonly token?: string;
  /** Connections to open; fewer when the process runs out of file descriptors (see `opened`). */
  readonly count: number;
  /** The `Content-Length` each announces; each sends one byte less, then stalls. */
  readonly bytes: number;
  /** How long to wait for every upload to be written, answered or closed (default 20 s). */
  readonly settleMs?: number;
}

export interface Stall {
  /** Connections opened (less than `count` when the file descriptor limit was reached). */
  readonly opened: number;
  /** How many got each status line, e.g. `{ 429: 980 }`; the rest have had no answer yet. */
  readonly statuses: () => Readonly<Record<number, number>>;
  /** How many the server has closed. */
  readonly closed: () => number;
  /** Closes every connection still open. */
  readonly end: () => void;
}

const batch = 100;

/** Opens the connections in batches, sends each one's headers and all but the last byte of its body, and resolves once each upload was written, answered or closed. */
export async function stallUploads(options: StallOptions): Promise<Stall> {
  const target = new URL(options.url);
  const port = Number(target.port);
  const head = [
    `POST ${target.pathname} HTTP/1.1`,
    `Host: ${target.host}`,
    "Content-Type: application/json",
    "Accept: application/json, text/event-stream",
    ...(options.token === undefined ? [] : [`Authorization: Bearer ${options.token}`]),
    `Content-Length: ${String(options.bytes)}`,
    "",
    "",
  ].join("\r\n");
  const body = Buffer.alloc(options.bytes - 1, "x");
  const sockets: Socket[] = [];
  const statusOf = new Map<Socket, number>();
  let closed = 0;
  const settled: Promise<void>[] = [];
  let out = false;
  while (sockets.length < options.count && !out) {
    const size = Math.min(batch, options.count - sockets.length);
    const opening = Array.from({ length: size }, () => open(target.hostname, port));
    for (const socket of await Promise.all(opening)) {
      if (socket === undefined) {
        out = true;
        continue;
      }
      sockets.push(socket);
      socket.on("data", (chunk: Buffer) => {
        if (statusOf.has(socket)) return;
        const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1];
        if (status !== undefined) statusOf.set(socket, Number(status));
      });
      socket.on("error", () => undefined);
      settled.push(
        new Promise<void>((resolve) => {
          socket.once("close", () => {
            closed += 1;
            resolve();
          });
          socket.once("data", () => {
            resolve();
          });
          socket.write(head);
          socket.write(body, () => {
            resolve();
          });
        }),
      );
    }
  }
  await Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 20_000).unref())]);
  return {
    opened: sockets.length,
    statuses: () => {
      const counts: Record<number, number> = {};
      for (const status of statusOf.values()) counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    },
    closed: () => closed,
    end: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A connected socket, or undefined when this process may open no more (EMFILE, ENFILE). */
function open(host: string, port: number): Promise<Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.removeAllListeners("error");
      resolve(socket);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EMFILE" || error.code === "ENFILE") resolve(undefined);
      else reject(error);
    });
  });
}
