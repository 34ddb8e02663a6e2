// Elicitation over HTTP: on one instance, across two instances behind a round-robin proxy that share
// a session folder (the client's answers land on either), and after the instance serving a call dies.
import { connectHttpClient, type ElicitRequest, type ElicitResult, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { startSkillOverHttp } from "./http-server.js";
import { roundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.js";
import { answers, fieldOf } from "@skill-kit/test-utils/elicit-answers";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
let servers: HttpServerProcess[] = [];
let proxy: RoundRobinProxy | undefined;
beforeEach(() => {
  sandbox = tempDir("skill-kit-http-elicit-");
  sessions = sessionsIn(sandbox.dir);
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  await Promise.all(servers.map((server) => server.kill()));
  servers = [];
  sandbox.remove();
});

const answer = (request: ElicitRequest): ElicitResult => answers[fieldOf(request)] ?? { action: "decline" };
const elicitedSteps = (result: Record<string, unknown>): unknown =>
  Array.isArray(result["elicited"]) ? result["elicited"].map((item: { step?: unknown }) => item.step) : undefined;

async function twoInstancesBehindProxy(): Promise<RoundRobinProxy> {
  servers = await Promise.all([0, 1].map(() => startSkillOverHttp("mcp-elicit", ["--session-dir", sessions])));
  proxy = await roundRobinProxy(servers.map((server) => server.url));
  return proxy;
}

describe("elicitation over HTTP", () => {
  it("asks the user through the client on one instance", async () => {
    servers = [await startSkillOverHttp("mcp-elicit", ["--session-dir", sessions])];
    const [server] = servers;
    const client = await connectHttpClient({ url: server?.url ?? "", elicit: answer });
    const result = await call(client, "start");
    expect(result).toMatchObject({ status: "prompt", step: "note" });
    expect(elicitedSteps(result)).toEqual(["color", "toppings", "sure"]);
    await client.close();
  });

  it("works across two instances sharing a session folder: answers that land on the other instance reach the asking one", async () => {
    const balancer = await twoInstancesBehindProxy();
    const client = await connectHttpClient({ url: balancer.url, elicit: answer });
    const result = await call(client, "start");
    expect(result).toMatchObject({ status: "prompt", step: "note" });
    expect(elicitedSteps(result)).toEqual(["color", "toppings", "sure"]);
    const asking = balancer.calls.find((item) => item.method === "tools/call")?.backend;
    const answered = balancer.calls.filter((item) => item.method === "response").map((item) => item.backend);
    expect(answered).toHaveLength(3);
    expect(answered.some((backend) => backend !== asking)).toBe(true);
    // And the run goes on from either instance.
    expect(await call(client, "advance", { session: result["session"], step: "note", output: { note: "hot" } })).toMatchObject({
      status: "done",
    });
    await client.close();
  });

  it("finishes on the other instance when the one serving the call dies mid-elicitation: the retried advance asks again", async () => {
    const balancer = await twoInstancesBehindProxy();
    let killed: number | undefined;
    const streamLost = new AbortController();
    const client = await connectHttpClient({
      url: balancer.url,
      elicit: async (request) => {
        if (fieldOf(request) === "color") return { action: "decline" };
        if (fieldOf(request) !== "toppings" || killed !== undefined) return answer(request);
        killed = balancer.calls.find((item) => item.method === "tools/call" && item.open)?.backend;
        await servers[killed ?? -1]?.kill("SIGKILL");
        return { action: "cancel" };
      },
    });
    client.client.onerror = (error) => {
      if (error.message.includes("SSE stream disconnected")) streamLost.abort();
    };
    const started = await call(client, "start");
    expect(started).toMatchObject({ status: "prompt", step: "color", elicitation: { step: "color", action: "decline" } });
    const advance = { session: started["session"], step: "color", output: { color: "red" } };
    await expect(
      client.client.callTool({ name: "advance", arguments: advance }, undefined, { signal: streamLost.signal }),
    ).rejects.toThrow();
    expect(killed).toBeDefined();
    const retried = await call(client, "advance", advance);
    expect(retried).toMatchObject({ status: "prompt", step: "note" });
    expect(elicitedSteps(retried)).toEqual(["toppings", "sure"]);
    await client.close();
  });
});
