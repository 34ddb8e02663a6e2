// The bytes of the interview's confirm question over HTTP, counted on the socket by a loopback proxy
// between the official v2 client (in legacy mode, then pinned to 2026-07-28) and the built skill's
// `scripts/run mcp --http`: request lines, headers and bodies, both ways, for the one call that asks.
import { createServer, connect, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  connectV2Client,
  startHttpServer,
  type ElicitRequest,
  type HttpServerProcess,
  type V2Client,
} from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture, tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { jsonOf } from "./json-of.js";

const interview = fileURLToPath(new URL("../../../../examples/interview/src/skill.ts", import.meta.url));

/** A TCP proxy to `target` that counts every byte through it. */
async function countingProxy(
  target: URL,
): Promise<{ readonly url: string; readonly bytes: () => number; readonly close: () => Promise<void> }> {
  let bytes = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    client.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      client.write(chunk);
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}${target.pathname}`,
    bytes: () => bytes,
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          closed();
        });
      }),
  };
}

const answer = (request: ElicitRequest) => {
  const schema = "requestedSchema" in request.params ? request.params.requestedSchema : undefined;
  const field = Object.keys(schema?.properties ?? {})[0];
  if (field === "role") return { action: "accept" as const, content: { role: "design" } };
  if (field === "approved") return { action: "accept" as const, content: { approved: true } };
  return { action: "decline" as const };
};

let sandbox: ReturnType<typeof tempDir>;
let server: HttpServerProcess;
beforeAll(async () => {
  sandbox = tempDir("skill-kit-question-bytes-");
  const run = join(buildFixture(interview, { key: "example-interview", serve: ["http"] }), "scripts", "run");
  server = await startHttpServer({
    command: run,
    args: ["mcp", "--http", "--port", "0", "--no-token", "--session-dir", sessionsIn(sandbox.dir)],
  });
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

/** Bytes through the proxy for the call that asks the confirm question, with `mode`'s client. */
async function confirmBytes(mode: "legacy" | "2026-07-28"): Promise<number> {
  const proxy = await countingProxy(new URL(server.url));
  let client: V2Client | undefined;
  try {
    client = await connectV2Client({ mode, http: { url: proxy.url }, elicit: answer });
    const started = await client.callTool("start", { params: {} });
    const session = String(jsonOf(started)["session"]);
    await client.callTool("advance", { session, step: "greet", output: { name: "Ada" } });
    const before = proxy.bytes();
    const confirmed = await client.callTool("advance", {
      session,
      step: "ask-hobby",
      output: { hobby: "chess", wantsMore: false },
    });
    expect(jsonOf(confirmed)).toMatchObject({ step: "profile-card", elicited: [{ step: "confirm-profile" }] });
    return proxy.bytes() - before;
  } finally {
    await client?.close();
    await proxy.close();
  }
}

describe("the confirm question's round trip over HTTP", () => {
  it("costs a 2026-07-28 client at most 1.5× the bytes of a legacy one (the state is a reference, not the prompt)", async () => {
    const legacy = await confirmBytes("legacy");
    const modern = await confirmBytes("2026-07-28");
    console.log(
      `confirm question over HTTP: legacy ${String(legacy)} B, 2026-07-28 ${String(modern)} B (${(modern / legacy).toFixed(2)}×)`,
    );
    expect(modern).toBeLessThanOrEqual(1.5 * legacy);
  });
});
