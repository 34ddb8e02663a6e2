// Bounded: many sessions at once on one server, each in its own file, none kept in memory.
import { readdirSync } from "node:fs";
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, sessionIdPattern, sessionsIn } from "@skill-kit/test-utils/mcp-client";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
let server: StdioClient;
beforeAll(async () => {
  sandbox = tempDir("skill-kit-mcp-load-");
  sessions = sessionsIn(sandbox.dir);
  server = await connect("mcp-short", ["--session-dir", sessions]);
});
afterAll(async () => {
  await server.close();
  sandbox.remove();
});

const times = <T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe("load", () => {
  it("serves 50 concurrent starts, each with its own session file", async () => {
    const results = await times(50, () => call(server, "start"));
    const ids = new Set(results.map((result) => String(result["session"])));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(sessionIdPattern);
    expect(results.every((result) => result["status"] === "prompt" && result["step"] === "ask")).toBe(true);
    expect(readdirSync(sessions).filter((name) => name.endsWith(".jsonl"))).toHaveLength(50);
  });

  it("drives 200 sessions to done in parallel", async () => {
    const done = await times(200, async (index) => {
      const n = index + 100; // 13 would fail on purpose
      const { session } = await call(server, "start");
      const confirm = await call(server, "advance", { session, step: "ask", output: { n } });
      expect(confirm).toMatchObject({
        status: "prompt",
        step: "confirm",
        prompt: expect.stringContaining(`Doubled is ${n * 2}.`) as string,
      });
      return call(server, "advance", { session, step: "confirm", output: { ok: index % 2 === 0 } });
    });
    expect(done.map((result) => result["status"])).toEqual(Array.from({ length: 200 }, () => "done"));
    expect(done.map((result) => result["finalOutput"])).toEqual(Array.from({ length: 200 }, (_, n) => ({ ok: n % 2 === 0 })));
  });

  it("keeps serving after the burst", async () => {
    expect(await call(server, "start")).toMatchObject({ status: "prompt" });
  });
});
