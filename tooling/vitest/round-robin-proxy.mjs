// A small round-robin HTTP proxy on loopback, for tests and benchmarks of several server instances
// behind one address (no sticky sessions: each request goes to the next instance in turn). A request
// whose instance refuses the connection goes to the next one; one whose instance dies after it was
// sent fails, as it would behind a real balancer. Responses, SSE streams included, are piped through.
import { Buffer } from "node:buffer";
import { request as httpRequest, createServer } from "node:http";
import { URL } from "node:url";

const hopHeaders = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host"]);

/**
 * @param {{ backends: () => readonly string[], maxBody?: number }} options
 *   `backends` is asked on every request, so instances can come and go; each is a base URL.
 * @returns {Promise<import("./round-robin-proxy.d.mts").RoundRobinProxy>}
 */
export async function startRoundRobinProxy(options) {
  const maxBody = options.maxBody ?? 64 * 1024 * 1024;
  /** @type {import("./round-robin-proxy.d.mts").ForwardedRequest[]} */
  const forwarded = [];
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    let size = 0;
    incoming.on("data", (chunk) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const backends = options.backends();
      const start = turn++;
      const attempt = (tried) => {
        if (tried >= backends.length) {
          outgoing.writeHead(502, { "content-type": "text/plain" }).end("no instance answered\n");
          return;
        }
        const backend = backends[(start + tried) % backends.length] ?? "";
        const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !hopHeaders.has(name)));
        const target = new URL(incoming.url ?? "/", backend);
        const upstream = httpRequest(target, {
          method: incoming.method,
          headers: { ...headers, "content-length": String(body.length) },
          agent: false,
        });
        let connected = false;
        upstream.on("socket", (socket) => socket.on("connect", () => (connected = true)));
        upstream.on("response", (response) => {
          forwarded.push({
            backend,
            method: incoming.method ?? "",
            body: body.toString("utf8"),
            status: response.statusCode ?? 0,
          });
          const kept = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !hopHeaders.has(name)));
          outgoing.writeHead(response.statusCode ?? 502, kept);
          response.pipe(outgoing);
          response.on("error", () => outgoing.destroy());
          response.on("aborted", () => outgoing.destroy());
        });
        upstream.on("error", () => {
          if (!connected) attempt(tried + 1);
          else if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", () => listening(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    forwarded,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed(undefined));
      }),
  };
}
