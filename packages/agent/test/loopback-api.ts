// A loopback HTTP API for tests of the SDK clients: answers each POST with the next scripted body and
// keeps every request body, so the client itself parses what a provider would send.
import { createServer, type Server } from "node:http";

export interface LoopbackApi {
  /** The JSON bodies received, in order. */
  readonly requests: unknown[];
  /** The bodies to answer with, in order (an empty object once they run out). */
  readonly replies: unknown[];
  /** Starts listening on 127.0.0.1; resolves to `http://127.0.0.1:<port>`. */
  start(): Promise<string>;
  close(): Promise<void>;
}

export function loopbackApi(): LoopbackApi {
  const requests: unknown[] = [];
  const replies: unknown[] = [];
  let server: Server | undefined;
  return {
    requests,
    replies,
    async start() {
      const listening = createServer((request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        request.on("end", () => {
          requests.push(JSON.parse(body));
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify(replies.shift() ?? {}));
        });
      });
      server = listening;
      await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
      const address = listening.address();
      return typeof address === "object" && address !== null ? `http://127.0.0.1:${String(address.port)}` : "";
    },
    async close() {
      const listening = server;
      if (listening !== undefined) await new Promise((resolve) => listening.close(resolve));
    },
  };
}
