// The 2026-07-28 revision on the wire of `scripts/run mcp --http`, as raw requests: discovery, caching
// fields, header checks, questions as input-required results, and request state that a client cannot
// edit, move to another user or another tool, or take to an instance with another key.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { startSkillOverHttp } from "../http/http-server.js";
import { modernRequest, rpcOf } from "./modern-wire.js";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
let servers: HttpServerProcess[] = [];
beforeEach(() => {
  sandbox = tempDir("skill-kit-modern-http-");
  sessions = sessionsIn(sandbox.dir);
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  servers = [];
  sandbox.remove();
});

async function start(args: readonly string[] = []): Promise<string> {
  const server = await startSkillOverHttp("mcp-elicit", ["--session-dir", sessions, ...args]);
  servers.push(server);
  return server.url;
}

/** `start` with form elicitation declared: the first question, and its state. */
async function firstQuestion(url: string, token?: string): Promise<{ readonly state: string; readonly question: unknown }> {
  const { result } = rpcOf(await modernRequest(url, { method: "tools/call", params: { name: "start" }, forms: true, token }));
  expect(result).toMatchObject({ resultType: "input_required", requestState: expect.any(String) as string });
  return { state: String(result?.["requestState"]), question: result?.["inputRequests"] };
}

const advanceArgs = { session: "0".repeat(32), step: "color", output: { color: "blue" } };

const answer = (state: string, content: Record<string, unknown>, name = "start") => ({
  method: "tools/call",
  params: {
    name,
    ...(name === "advance" ? { arguments: advanceArgs } : {}),
    requestState: state,
    inputResponses: { answer: { action: "accept", content } },
  },
  forms: true,
});

describe("2026-07-28 over HTTP", () => {
  it("answers server/discover, and lists tools with resultType and caching fields", async () => {
    const url = await start();
    const discover = rpcOf(await modernRequest(url, { method: "server/discover" }));
    expect(discover.result).toMatchObject({ resultType: "complete", capabilities: { tools: {} } });
    expect(discover.result?.["supportedVersions"]).toContain("2026-07-28");
    const tools = rpcOf(await modernRequest(url, { method: "tools/list" }));
    expect(tools.result).toMatchObject({ resultType: "complete", ttlMs: 300_000, cacheScope: "public" });
  });

  it("refuses a missing Mcp-Method header (-32020) and an unknown revision (-32022, naming the supported ones), with 400", async () => {
    const url = await start();
    const headerless = await modernRequest(url, { method: "tools/list", headers: { "mcp-protocol-version": "2026-07-28" } });
    expect(headerless.status).toBe(400);
    expect(rpcOf(headerless).error).toMatchObject({ code: -32020 });
    const future = await modernRequest(url, { method: "tools/list", version: "2030-01-01" });
    expect(future.status).toBe(400);
    expect(rpcOf(future).error).toMatchObject({
      code: -32022,
      data: { supported: expect.arrayContaining(["2026-07-28"]) as string[] },
    });
  });

  it("gives a client without form elicitation the prompt itself, never an error", async () => {
    const url = await start();
    const { result } = rpcOf(await modernRequest(url, { method: "tools/call", params: { name: "start" } }));
    expect(result).toMatchObject({ resultType: "complete", structuredContent: { status: "prompt", step: "color" } });
  });

  it("asks with an input-required result, and the answer in the next call moves the run on", async () => {
    const url = await start();
    const { state, question } = await firstQuestion(url);
    expect(question).toMatchObject({
      answer: { method: "elicitation/create", params: { mode: "form", requestedSchema: { required: ["color"] } } },
    });
    const next = rpcOf(await modernRequest(url, answer(state, { color: "blue" })));
    expect(next.result).toMatchObject({ resultType: "input_required" });
    expect(JSON.stringify(next.result?.["inputRequests"])).toContain("toppings");
  });

  it("refuses an edited state, another tool's, and a replay of an answered state (REQUEST_STATE_STALE, naming the current step; the run is unchanged)", async () => {
    const url = await start();
    const { state } = await firstQuestion(url);
    const edited = `${state.slice(0, -2)}${state.endsWith("A") ? "BB" : "AA"}`;
    expect(rpcOf(await modernRequest(url, answer(edited, { color: "blue" }))).error).toMatchObject({ code: -32602 });
    expect(rpcOf(await modernRequest(url, answer(state, { color: "blue" }, "advance"))).result).toMatchObject({
      isError: true,
      content: [
        { type: "text", text: "this requestState was issued by start, not advance: send it back with the call that asked" },
      ],
    });
    expect(rpcOf(await modernRequest(url, answer(state, { color: "blue" }))).result).toMatchObject({
      resultType: "input_required",
    });
    // A replay of the answered state is refused, naming the step the run is at now, and writes nothing.
    const replay = rpcOf(await modernRequest(url, answer(state, { color: "red" })));
    expect(replay.result).toMatchObject({
      isError: true,
      _meta: { "skill-kit/error": { code: "REQUEST_STATE_STALE", retryable: false } },
    });
    const text = JSON.stringify(replay.result?.["content"]);
    expect(text).toContain('its current step is \\"toppings\\"');
    const session = /session \\"([0-9a-f]{32})\\"/.exec(text)?.[1] ?? "";
    // The run still waits on toppings: the replayed answer to color changed nothing.
    const onward = rpcOf(
      await modernRequest(url, {
        method: "tools/call",
        params: { name: "advance", arguments: { session, step: "toppings", output: { toppings: ["basil"] } } },
      }),
    );
    expect(onward.result).toMatchObject({ structuredContent: { status: "prompt", step: "sure" } });
  });

  it("refuses a state minted for another user", async () => {
    const tokens = join(sandbox.dir, "tokens.txt");
    writeFileSync(tokens, "ada-token-0123456789 ada\nbob-token-0123456789 bob\n", { mode: 0o600 });
    const url = await start(["--tokens", tokens]);
    const { state } = await firstQuestion(url, "ada-token-0123456789");
    const stolen = rpcOf(await modernRequest(url, { ...answer(state, { color: "blue" }), token: "bob-token-0123456789" }));
    expect(stolen.error).toMatchObject({ code: -32602 });
  });

  it("takes a state to another instance only when both were given the same --state-key-file", async () => {
    const key = join(sandbox.dir, "state.key");
    writeFileSync(key, "k".repeat(32), { mode: 0o600 });
    const [a, b] = await Promise.all([start(["--state-key-file", key]), start(["--state-key-file", key])]);
    const shared = await firstQuestion(a);
    expect(rpcOf(await modernRequest(b, answer(shared.state, { color: "blue" }))).result).toMatchObject({
      resultType: "input_required",
    });
    const [c, d] = await Promise.all([start(), start()]);
    const own = await firstQuestion(c);
    expect(rpcOf(await modernRequest(d, answer(own.state, { color: "blue" }))).error).toMatchObject({ code: -32602 });
  });
});
