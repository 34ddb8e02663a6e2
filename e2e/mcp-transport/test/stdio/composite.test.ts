// Composite (75, routing, prefixed steps, direct sub-skills) and reference (76) skills over MCP.
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, sessionsIn, textOf } from "@skill-kit/test-utils/mcp-client";

let sandbox: ReturnType<typeof tempDir>;
let desk: StdioClient;
let patterns: StdioClient;
beforeAll(async () => {
  sandbox = tempDir("skill-kit-mcp-composite-");
  [desk, patterns] = await Promise.all([
    connect("help-desk", ["--session-dir", sessionsIn(sandbox.dir)]),
    connect("patterns", []),
  ]);
});
afterAll(async () => {
  await Promise.all([desk.close(), patterns.close()]);
  sandbox.remove();
});

describe("composite tools (75, decision 12)", () => {
  it("lists start (with subskill), advance, topics and topic", async () => {
    const { tools } = await desk.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["start", "advance", "topics", "topic"]);
    expect(Object.keys(tools[0]?.inputSchema.properties ?? {})).toEqual(["params", "subskill"]);
    expect(desk.client.getInstructions()).toMatch(
      /Available sub-skills: doctor, setup[^]*topics lists them\): rate-limits, locales/,
    );
  });

  it("topic answers JSON {name, content}; an unknown topic is isError with JSON {error}", async () => {
    const locales = await desk.callTool("topic", { name: "locales" });
    expect(JSON.parse(textOf(locales))).toEqual({ name: "locales", content: expect.stringContaining("locale") as string });
    expect(locales.structuredContent).toEqual(JSON.parse(textOf(locales)));
    const unknown = await desk.callTool("topic", { name: "nope" });
    expect(unknown.isError).toBe(true);
    expect(JSON.parse(textOf(unknown))).toEqual({ error: 'Unknown topic "nope". Available: rate-limits, locales' });
  });

  it("topics lists name: label lines", async () => {
    const topics = await desk.callTool("topics");
    expect(textOf(topics)).toBe(
      "rate-limits: API rate limits and throttling\nlocales: Content localization and locale configuration",
    );
    expect(topics.structuredContent).toEqual({
      topics: [
        { name: "rate-limits", label: "API rate limits and throttling" },
        { name: "locales", label: "Content localization and locale configuration" },
      ],
    });
  });
});

describe("routing inside one advance (60, 61, 58)", () => {
  it("dispatcher → doctor: mapped params, prefixed steps, the sub-skill's preamble, bare names accepted", async () => {
    const { session } = await call(desk, "start");
    expect(await call(desk, "advance", { session, step: "choose", output: { choice: "doctor" } })).toMatchObject({
      status: "prompt",
      step: "get-space",
    });
    const diagnose = await call(desk, "advance", { session, step: "get-space", output: { spaceId: "abc" } });
    expect(diagnose).toMatchObject({
      status: "prompt",
      step: "doctor/diagnose",
      prompt: expect.stringContaining('"abc"') as string,
      completed: { step: "get-space" },
    });
    expect(typeof diagnose["preamble"]).toBe("string");
    const clean = await call(desk, "advance", { session, step: "doctor/diagnose", output: { issues: [], healthy: true } });
    expect(clean).toMatchObject({ step: "doctor/report-clean", completed: { step: "doctor/diagnose" } });
    expect(await call(desk, "advance", { session, step: "report-clean", output: {} })).toMatchObject({
      status: "done",
      completed: { step: "doctor/report-clean" },
    });
  });

  it("dispatcher → setup: the sub-skill's prompt-less entry is in autoAdvanced", async () => {
    const { session } = await call(desk, "start");
    const result = await call(desk, "advance", { session, step: "choose", output: { choice: "setup" } });
    expect(result).toMatchObject({
      step: "setup/guide-env",
      completed: { step: "choose" },
      autoAdvanced: [{ step: "setup/check-env", actionResult: { node: expect.any(String) as string } }],
    });
  });

  it("a topic route ends the run with {topic, content}; an unknown topic is isError and the step can be resubmitted", async () => {
    const { session } = await call(desk, "start");
    await call(desk, "advance", { session, step: "choose", output: { choice: "faq" } });
    const unknown = await desk.callTool("advance", { session, step: "ask-topic", output: { topicName: "nope" } });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('unknown topic "nope"');
    const done = await call(desk, "advance", { session, step: "ask-topic", output: { topicName: "rate-limits" } });
    expect(done).toMatchObject({
      status: "done",
      finalOutput: { topic: "rate-limits", content: "Rate limits: 10 requests per second." },
      completed: { step: "ask-topic" },
    });
  });
});

describe("direct sub-skill start (62, decision 12)", () => {
  it("start {subskill} validates the sub-skill's params and enters it", async () => {
    const result = await call(desk, "start", { subskill: "doctor", params: { spaceId: "xyz" } });
    expect(result).toMatchObject({ status: "prompt", step: "doctor/diagnose", prompt: expect.stringContaining("xyz") as string });
    expect(typeof result["preamble"]).toBe("string");
    const next = await call(desk, "advance", {
      session: result["session"],
      step: "diagnose",
      output: { issues: ["x"], healthy: false },
    });
    expect(next).toMatchObject({ step: "doctor/report-issues" });
    const missing = await desk.callTool("start", { subskill: "doctor" });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain("spaceId");
  });

  it("an unknown sub-skill is an error naming the available ones", async () => {
    expect(await call(desk, "start", { subskill: "nope" })).toMatchObject({
      session: "",
      status: "error",
      retry: true,
      message: expect.stringContaining("Available: doctor, setup") as string,
    });
  });
});

describe("reference skill (76)", () => {
  it("has topics and topic, both plain text", async () => {
    expect((await patterns.client.listTools()).tools.map((tool) => tool.name)).toEqual(["topics", "topic"]);
    expect(patterns.client.getServerVersion()?.name).toBe("ts-patterns");
    expect(textOf(await patterns.callTool("topics")).split("\n")).toHaveLength(4);
    const topic = await patterns.callTool("topic", { name: "error-handling" });
    expect(textOf(topic)).toContain("| pattern | use | note |\n| --- | --- | --- |");
    const unknown = await patterns.callTool("topic", { name: "nope" });
    expect(unknown).toMatchObject({
      isError: true,
      content: [{ text: expect.stringContaining("Available: error-handling, narrowing, generics, modules") as string }],
    });
  });
});
