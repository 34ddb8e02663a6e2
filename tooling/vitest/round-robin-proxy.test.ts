import { createServer, get, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startRoundRobinProxy } from "./round-robin-proxy.mjs";

const servers: Server[] = [];

function closeServer(server: Server): Promise<void> {
  return new Promise((closed) => {
    server.close(() => {
      closed();
    });
  });
}

async function instance(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === "/stream") {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(`data: ${name} first\n\n`);
      setTimeout(() => response.end(`data: ${name} last\n\n`), 200);
      return;
    }
    request.resume();
    request.on("end", () => response.end(name));
  });
  servers.push(server);
  await new Promise((listening) => {
    server.listen(0, "127.0.0.1", () => {
      listening(undefined);
    });
  });
  const address = server.address();
  return { url: `http://127.0.0.1:${String(typeof address === "object" && address !== null ? address.port : 0)}`, server };
}

afterEach(async () => {
  for (const server of servers.splice(0)) await closeServer(server);
});

describe("startRoundRobinProxy", () => {
  it("sends each request to the next instance, and skips one that refuses the connection", async () => {
    const [a, b, c] = await Promise.all([instance("a"), instance("b"), instance("c")]);
    const urls = [a.url, b.url, c.url];
    const proxy = await startRoundRobinProxy({ backends: () => urls });
    try {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await (await fetch(`${proxy.url}/x`, { method: "POST", body: "{}" })).text());
      expect(answers).toEqual(["a", "b", "c", "a", "b", "c"]);
      await closeServer(b.server);
      const after = [];
      for (let i = 0; i < 3; i += 1) after.push(await (await fetch(`${proxy.url}/x`, { method: "POST", body: "{}" })).text());
      expect(after).toEqual(["a", "c", "c"]);
      expect(proxy.forwarded.map((request) => request.backend).at(-1)).toBe(c.url);
    } finally {
      await proxy.close();
    }
  });

  it("passes a stream through as it comes", async () => {
    const { url } = await instance("s");
    const proxy = await startRoundRobinProxy({ backends: () => [url] });
    try {
      const chunks: string[] = [];
      await new Promise((ended, failed) => {
        get(`${proxy.url}/stream`, (response) => {
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => chunks.push(chunk));
          response.on("end", ended);
        }).on("error", failed);
      });
      // Two chunks, the first sent 200 ms before the second: the proxy did not wait for the end.
      expect(chunks).toEqual(["data: s first\n\n", "data: s last\n\n"]);
    } finally {
      await proxy.close();
    }
  });
});
