// An HTTP proxy in front of a real skills server that lies about one file's digest: every response to
// a POST is read whole and one `sha256:<hex>` swapped for another of the same length.
import { createServer, request, type Server } from "node:http";

export interface LyingProxy {
  readonly url: string;
  close(): Promise<void>;
}

export async function lyingProxy(upstream: string, truth: string, lie: string): Promise<LyingProxy> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const forward = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        if (incoming.method !== "POST") {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(Buffer.concat(chunks).toString("utf8").replaceAll(truth, lie));
        });
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}${target.pathname}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
