// A tiny round-robin load balancer for tests (node:http, loopback): each request goes to the next
// live backend, with no stickiness; a backend that fails before answering is marked dead and the
// request goes to the next one. It records which backend got which JSON-RPC message.
import { createServer, request, type IncomingMessage } from "node:http";

export interface ProxiedCall {
  /** The index of the backend that got it. */
  readonly backend: number;
  /** The JSON-RPC method, or `response` for a client's answer to a server's request. */
  readonly method: string;
  /** The request body as text. */
  readonly body: string;
  /** True until the backend's response has ended. */
  open: boolean;
}

export interface RoundRobinProxy {
  readonly url: string;
  readonly calls: readonly ProxiedCall[];
  readonly close: () => Promise<void>;
}

const readAll = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => {
      resolve(Buffer.concat(chunks));
    });
  });

function methodOf(body: Buffer): string {
  try {
    const message: unknown = JSON.parse(body.toString("utf8"));
    if (typeof message !== "object" || message === null) return "?";
    return "method" in message && typeof message.method === "string" ? message.method : "response";
  } catch {
    return "?";
  }
}

/** Listens on 127.0.0.1; `backends` are `http://127.0.0.1:<port>/mcp` URLs. */
export async function roundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  const dead = new Set<number>();
  const calls: ProxiedCall[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    void readAll(req).then((body) => {
      const forward = (tries: number): void => {
        if (tries >= backends.length) {
          res.writeHead(502).end();
          return;
        }
        let backend = next % backends.length;
        next += 1;
        while (dead.has(backend) && dead.size < backends.length) backend = next++ % backends.length;
        const target = new URL(backends[backend] ?? "");
        const call: ProxiedCall = {
          backend,
          method: req.method === "POST" ? methodOf(body) : (req.method ?? "?"),
          body: body.toString("utf8"),
          open: true,
        };
        const upstream = request(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            calls.push(call);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.once("close", () => {
              call.open = false;
              if (!answer.complete) res.destroy();
            });
          },
        );
        // A backend that fails before it answers (refused, or dying with the request in flight) is
        // dead, and the request goes to the next one, as a load balancer's health check would have it.
        upstream.once("error", () => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          dead.add(backend);
          forward(tries + 1);
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}/mcp`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
