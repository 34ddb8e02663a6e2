// A hostile skills server on loopback for the tests: it answers `initialize` honestly, then lets the
// test decide how to lie to everything else (endless pages, huge bodies, redirects). node:http only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface Call {
  readonly method: string;
  readonly id: number | string;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface HostileServer {
  readonly url: string;
  /** Every request method received after `initialize` (`skills/list`, `resources/read`, …). */
  readonly methods: string[];
  /** Requests of any kind that reached the server. */
  readonly requests: number;
  close(): Promise<void>;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) if (Buffer.isBuffer(chunk)) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

export function jsonAnswer(response: ServerResponse, id: number | string, result: unknown): void {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ jsonrpc: "2.0", id, result }));
}

/** Writes `head`, then `filler` up to `chunks` times (waiting for the client each time), then `tail`; resolves to the bytes written. */
export async function endlessAnswer(
  response: ServerResponse,
  parts: { readonly head: string; readonly filler: string; readonly chunks: number; readonly tail: string },
): Promise<number> {
  response.writeHead(200, { "content-type": "application/json" });
  let written = 0;
  const write = (text: string): Promise<void> =>
    new Promise((resolve) => {
      written += Buffer.byteLength(text);
      if (response.write(text)) {
        resolve();
        return;
      }
      const done = (): void => {
        response.off("drain", done).off("close", done);
        resolve();
      };
      response.on("drain", done).on("close", done);
    });
  await write(parts.head);
  for (let index = 0; index < parts.chunks && !response.destroyed && !response.writableEnded; index += 1)
    await write(parts.filler);
  if (!response.destroyed) response.end(parts.tail);
  return written;
}

export async function hostileServer(
  answer: (call: Call, response: ServerResponse) => void | Promise<void>,
): Promise<HostileServer> {
  const methods: string[] = [];
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    if (request.method !== "POST") {
      response.writeHead(request.method === "DELETE" ? 200 : 405).end();
      return;
    }
    void bodyOf(request).then(async (message) => {
      if (!isRecord(message) || typeof message["method"] !== "string") return response.writeHead(400).end();
      const { method } = message;
      const id = message["id"];
      const params = isRecord(message["params"]) ? message["params"] : {};
      if (typeof id !== "number" && typeof id !== "string") return response.writeHead(202).end();
      if (method === "initialize") {
        jsonAnswer(response, id, {
          protocolVersion: params["protocolVersion"],
          capabilities: { resources: {} },
          serverInfo: { name: "hostile", version: "1.0.0" },
        });
        return;
      }
      methods.push(method);
      await answer({ method, id, params }, response);
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}/mcp`,
    methods,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
