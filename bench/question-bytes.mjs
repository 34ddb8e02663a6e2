// The bytes one asked question costs, by protocol revision: the interview example's confirm step
// ("Is this profile right?" under the profile view), the call that asks it from request to result.
// Over stdio: the JSON-RPC lines each way of a raw client (the legacy one answers an
// `elicitation/create` within the call; the 2026-07-28 one calls again with the answer and the
// request state). Over HTTP: every byte on the socket (request lines, headers, bodies), through a
// loopback proxy, with the official v2 client in legacy mode and pinned to 2026-07-28.
// Byte counts do not depend on the machine. Run alone: `node bench/question-bytes.mjs`.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { connectV2Client, startHttpServer } from "@skill-kit/mcp-testing";
import { root, table } from "./lib.mjs";

const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-questions-"));
const built = spawnSync(
  process.execPath,
  [
    join(root, "apps/cli/dist/bin.js"),
    "build",
    join(root, "examples/interview/src/skill.ts"),
    "-o",
    join(out, "interview"),
    "--no-typecheck",
    "--with",
    "http",
  ],
  { encoding: "utf8" },
);
if (built.status !== 0) throw new Error(`build of the interview example failed:\n${built.stderr}`);
const run = join(out, "interview/scripts/run");
const sessions = () => mkdtempSync(join(out, "sessions-"));

/** The user: a role, and yes to the profile. */
function contentFor(params) {
  const field = Object.keys(params?.requestedSchema?.properties ?? {})[0];
  return field === "role" ? { role: "design" } : field === "approved" ? { approved: true } : undefined;
}

const modernMeta = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": { elicitation: { form: {} } },
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1" },
};

/** A raw JSON-RPC client on the server's stdio, counting the bytes of every line. */
async function stdioClient(era) {
  const child = spawn(run, ["mcp", "--session-dir", sessions()], { stdio: ["pipe", "pipe", "ignore"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  let id = 0;
  let bytes = 0;
  const write = (message) => {
    const line = `${JSON.stringify(message)}\n`;
    bytes += Buffer.byteLength(line);
    child.stdin.write(line);
  };
  const exchange = async (method, params) => {
    const mine = ++id;
    write({ jsonrpc: "2.0", id: mine, method, params });
    for (;;) {
      const { value } = await lines.next();
      bytes += Buffer.byteLength(`${value}\n`);
      const message = JSON.parse(value);
      if (message.id === mine && message.method === undefined) return message;
      if (message.method === "elicitation/create")
        write({ jsonrpc: "2.0", id: message.id, result: { action: "accept", content: contentFor(message.params) } });
    }
  };
  const call = async (name, args) => {
    let extra = {};
    for (let round = 0; round < 10; round += 1) {
      const answer = await exchange("tools/call", {
        name,
        arguments: args,
        ...extra,
        ...(era === "modern" ? { _meta: modernMeta } : {}),
      });
      if (answer.result?.resultType !== "input_required") return answer.result.structuredContent;
      const params = answer.result.inputRequests.answer.params;
      extra = {
        requestState: answer.result.requestState,
        inputResponses: { answer: { action: "accept", content: contentFor(params) } },
      };
    }
    throw new Error("too many rounds");
  };
  if (era === "legacy") {
    await exchange("initialize", {
      protocolVersion: "2025-11-25",
      capabilities: { elicitation: { form: {} } },
      clientInfo: { name: "bench", version: "1" },
    });
    write({ jsonrpc: "2.0", method: "notifications/initialized" });
  }
  return { call, bytes: () => bytes, close: () => child.stdin.end() };
}

/** A TCP proxy to `target` counting every byte through it. */
async function countingProxy(target) {
  let bytes = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    client.on("data", (chunk) => ((bytes += chunk.length), upstream.write(chunk)));
    upstream.on("data", (chunk) => ((bytes += chunk.length), client.write(chunk)));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      a.on("close", () => b.destroy());
      a.on("error", () => b.destroy());
    }
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    url: `http://127.0.0.1:${server.address().port}${target.pathname}`,
    bytes: () => bytes,
    close: () => new Promise((closed) => (sockets.forEach((socket) => socket.destroy()), server.close(closed))),
  };
}

async function httpClient(url, mode) {
  const proxy = await countingProxy(new URL(url));
  const client = await connectV2Client({
    mode,
    http: { url: proxy.url },
    elicit: (request) => {
      const content = contentFor(request.params);
      return content === undefined ? { action: "decline" } : { action: "accept", content };
    },
  });
  const call = async (name, args) => JSON.parse((await client.callTool(name, args)).content[0].text);
  return { call, bytes: proxy.bytes, close: async () => (await client.close(), await proxy.close()) };
}

/** Bytes of the call that asks the confirm question, after a run brought to it (the role question answered on the way). */
async function confirmBytes(client) {
  const { session } = await client.call("start", { params: {} });
  await client.call("advance", { session, step: "greet", output: { name: "Ada" } });
  const before = client.bytes();
  const result = await client.call("advance", { session, step: "ask-hobby", output: { hobby: "chess", wantsMore: false } });
  if (result.step !== "profile-card" || result.elicited?.[0]?.step !== "confirm-profile")
    throw new Error(`not asked: ${JSON.stringify(result)}`);
  const bytes = client.bytes() - before;
  await client.close();
  return bytes;
}

const http = await startHttpServer({
  command: run,
  args: ["mcp", "--http", "--port", "0", "--no-token", "--session-dir", sessions()],
});
try {
  const rows = [
    ["stdio, JSON-RPC lines", await confirmBytes(await stdioClient("legacy")), await confirmBytes(await stdioClient("modern"))],
    [
      "HTTP, every byte on the socket",
      await confirmBytes(await httpClient(http.url, "legacy")),
      await confirmBytes(await httpClient(http.url, "2026-07-28")),
    ],
  ];
  console.log(
    `### One asked question in bytes (the interview's confirm step, the call that asks it)\n\n${table(
      ["transport", "legacy (2025-11-25) B", "2026-07-28 B", "ratio"],
      rows.map(([label, legacy, modern]) => [label, String(legacy), String(modern), (modern / legacy).toFixed(2)]),
    )}\n`,
  );
} finally {
  await http.kill();
}
