// Acceptance behaviours 68–74 over MCP (ours where they differ), on the g2k and short fixtures.
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, sessionIdPattern, sessionsIn, textOf } from "@skill-kit/test-utils/mcp-client";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
let g2k: StdioClient;
let short: StdioClient;
beforeAll(async () => {
  sandbox = tempDir("skill-kit-mcp-workflow-");
  sessions = sessionsIn(sandbox.dir);
  [g2k, short] = await Promise.all([
    connect("g2k", ["--host", "claude-code", "--session-dir", sessions]),
    connect("mcp-short", ["--session-dir", sessions]),
  ]);
});
afterAll(async () => {
  await Promise.all([g2k.close(), short.close()]);
  sandbox.remove();
});

describe("tools and server (68)", () => {
  it("lists start (params optional) and advance (session, step, output required), with output schemas", async () => {
    const { tools } = await g2k.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["start", "advance"]);
    const [start, advance] = tools;
    expect(start?.inputSchema.required ?? []).toEqual([]);
    expect(Object.keys(start?.inputSchema.properties ?? {})).toEqual(["params"]);
    expect(advance?.inputSchema.required).toEqual(["session", "step", "output"]);
    const anyJson = ["string", "number", "boolean", "null", "array", "object"].map((type) => ({ type }));
    expect(advance?.inputSchema.properties?.["output"]).toMatchObject({ anyOf: anyJson });
    for (const tool of tools) expect(tool.outputSchema).toMatchObject({ type: "object", required: ["session", "status"] });
  });

  it("is named and versioned as the skill, with instructions listing the steps", () => {
    expect(g2k.client.getServerVersion()).toMatchObject({ name: "get-to-know-you", version: "0.0.0" });
    expect(short.client.getServerVersion()).toMatchObject({ name: "short", version: "1.2.3" });
    expect(g2k.client.getInstructions()).toContain("  - ask-stack: Which languages do you use?");
    expect(short.client.getInstructions()).toContain("  - check: (no prompt: runs on its own)");
  });
});

describe("start (69, decision 7)", () => {
  it("returns session, status, step, prompt, schema and the CLI's preamble, as text and structuredContent", async () => {
    const result = await call(g2k, "start", { params: {} });
    expect(Object.keys(result)).toEqual(["session", "status", "step", "prompt", "schema", "preamble"]);
    expect(result).toMatchObject({ status: "prompt", step: "greet", schema: { type: "object", required: ["name"] } });
    expect(result["session"]).toMatch(sessionIdPattern);
    const cli = runCli("g2k", ["--params", "{}", "--host", "claude-code"]).json();
    expect(result["preamble"]).toBe(cli["preamble"]);
    expect(String(result["preamble"])).toMatch(/^You are a friendly interviewer\.\n\n/);
  });

  it("auto-advances a prompt-less entry and still sends the preamble", async () => {
    const promptless = await connect("edge-cases", ["--session-dir", sessions], { env: { SKILL_CASE: "promptless" } });
    const result = await call(promptless, "start");
    expect(result).toMatchObject({
      status: "prompt",
      step: "ask",
      autoAdvanced: [{ step: "setup", actionResult: { ready: true } }],
    });
    expect(typeof result["preamble"]).toBe("string");
    await promptless.close();
  });
});

describe("advance (70–72, decision 5)", () => {
  it("70: bad output is status error with retry: true, and the session is kept", async () => {
    const { session } = await call(g2k, "start");
    const bad = await call(g2k, "advance", { session, step: "greet", output: { nom: "Ada" } });
    expect(bad).toEqual({
      session,
      status: "error",
      step: "greet",
      message: expect.stringContaining("name") as string,
      retry: true,
    });
    const good = await call(g2k, "advance", { session, step: "greet", output: { name: "Ada" } });
    expect(good).toMatchObject({ status: "prompt", step: "ask-role" });
    // The output the agent sent is not sent back to it: `completed` names the step that took it.
    expect(good["completed"]).toEqual({ step: "greet" });
    expect(good).not.toHaveProperty("preamble");
    expect(good).not.toHaveProperty("elicitation"); // no elicitation capability: the question comes back as a prompt
  });

  it("70: an unknown session is an error with retry: false", async () => {
    const result = await call(g2k, "advance", { session: "0".repeat(32), step: "greet", output: {} });
    expect(result).toMatchObject({
      status: "error",
      retry: false,
      message: expect.stringMatching(/Unknown session.*call start/i) as string,
    });
  });

  it("71 (ours): any JSON value is accepted as output and checked against the step's schema", async () => {
    const { session } = await call(g2k, "start");
    for (const output of [[1], "Ada", 5, null, true]) {
      expect(await call(g2k, "advance", { session, step: "greet", output })).toMatchObject({
        status: "error",
        step: "greet",
        retry: true,
      });
    }
  });

  it("71: arguments of the wrong type are an input-validation error (isError)", async () => {
    const result = await g2k.callTool("advance", { session: 5, step: "greet", output: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Input validation error: Invalid arguments for tool advance: session/);
  });

  it("33: completed is the agent's step; prompt-less steps after it are in autoAdvanced", async () => {
    const { session } = await call(short, "start");
    const result = await call(short, "advance", { session, step: "ask", output: { n: 3 } });
    expect(result).toMatchObject({
      status: "prompt",
      step: "confirm",
      completed: { step: "ask", actionResult: { doubled: 6 } },
      autoAdvanced: [{ step: "check", result: { big: false } }],
    });
  });

  it("28, 72 (ours): a run to done, then a further advance is refused with retry: false", async () => {
    const { session } = await call(g2k, "start");
    const steps: [string, unknown][] = [
      ["greet", { name: "Ada" }],
      ["ask-role", { role: "dev" }],
      ["ask-stack", { languages: ["ts"] }],
      ["ask-hobby", { hobby: "chess", wantsMore: false }],
      ["confirm-profile", { approved: true }],
    ];
    for (const [step, output] of steps)
      expect(await call(g2k, "advance", { session, step, output })).toMatchObject({ status: "prompt" });
    const done = await call(g2k, "advance", { session, step: "profile-card", output: { card: "Ada, dev" } });
    expect(done).toEqual({
      session,
      status: "done",
      finalOutput: { card: "Ada, dev" },
      // `response` was the output sent; the action's result is news to the agent.
      completed: { step: "profile-card", actionResult: { path: "/tmp/8.md" }, result: { path: "/tmp/8.md" } },
    });
    const after = await call(g2k, "advance", { session, step: "profile-card", output: { card: "again" } });
    expect(after).toMatchObject({
      session,
      status: "error",
      retry: false,
      message: expect.stringContaining("already done") as string,
    });
  });
});

describe("failures (73, 74)", () => {
  it("73: invalid params are isError with the params message as plain text", async () => {
    const result = await g2k.callTool("start", { params: { greeting: 5 } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/get-to-know-you.*greeting/);
  });

  it("74: a throwing action is isError with its message; the session accepts a retry", async () => {
    const { session } = await call(short, "start");
    const thrown = await short.callTool("advance", { session, step: "ask", output: { n: 13 } });
    expect(thrown).toEqual({
      content: [{ type: "text", text: expect.stringContaining("13 is an unlucky number") as string }],
      isError: true,
      // Resubmitting the same output fails again: the call must change first.
      _meta: { "skill-kit/error": { code: "ACTION_FAILED", retryable: false } },
    });
    expect(await call(short, "advance", { session, step: "ask", output: { n: 4 } })).toMatchObject({
      status: "prompt",
      step: "confirm",
    });
    expect(await call(short, "advance", { session, step: "confirm", output: { ok: true } })).toMatchObject({
      status: "done",
      finalOutput: { ok: true },
    });
  });
});
