import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { reference, skill, terminal, type, type Buildable } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { buildSkillServer, createSkillServer } from "./create-skill-server.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-transport-test-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function connect(definition: Buildable): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createSkillServer(definition, { host: "generic", tools: [], sessionDir: join(dir, "sessions") }).connect(serverSide);
  const client = new Client({ name: "test", version: "1" });
  await client.connect(clientSide);
  return client;
}

const plain = skill({ name: "plain", entry: "a", version: "2.0.0" })
  .step("a", {
    prompt: "Say a long thing that goes on and on well past the eighty character limit of a line.",
    response: type({ x: "string" }),
    next: "b",
  })
  .step("b", { prompt: () => "dynamic", next: terminal })
  .build();
const guide = reference({ name: "guide", description: "A guide" })
  .topic("one", { label: "The first", content: () => "One." })
  .topic("broken", {
    label: "Broken",
    content: () => {
      throw new Error("missing file");
    },
  })
  .build();
const withTopics = skill({ name: "desk", entry: "a" })
  .step("a", { prompt: "A", next: terminal })
  .topic("faq", { label: "Questions", content: () => "Answers." })
  .build();

describe("createSkillServer", () => {
  it("serves a workflow as start and advance, named and versioned as the skill", async () => {
    const client = await connect(plain);
    expect(client.getServerVersion()).toMatchObject({ name: "plain", version: "2.0.0" });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["start", "advance"]);
    expect(tools.every((tool) => tool.outputSchema?.type === "object")).toBe(true);
    expect(tools[0]?.inputSchema.properties).not.toHaveProperty("subskill");
    const instructions = client.getInstructions() ?? "";
    const long = "Say a long thing that goes on and on well past the eighty character limit of a line.";
    expect(instructions).toContain(`  - a: ${long.slice(0, 77)}...\n`);
    expect(instructions).toContain("  - b: (dynamic)");
    await client.close();
  });

  it("serves a reference skill as plain-text topics and topic", async () => {
    const client = await connect(guide);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["topics", "topic"]);
    expect(await client.callTool({ name: "topics" })).toMatchObject({
      content: [{ type: "text", text: "one: The first\nbroken: Broken" }],
      structuredContent: {
        topics: [
          { name: "one", label: "The first" },
          { name: "broken", label: "Broken" },
        ],
      },
    });
    expect(await client.callTool({ name: "topic", arguments: { name: "one" } })).toMatchObject({
      content: [{ type: "text", text: "One." }],
      structuredContent: { name: "one", content: "One." },
    });
    expect(await client.callTool({ name: "topic", arguments: { name: "nope" } })).toEqual({
      content: [{ type: "text", text: 'Unknown topic "nope". Available: one, broken' }],
      isError: true,
    });
    expect(await client.callTool({ name: "topic", arguments: { name: "broken" } })).toMatchObject({
      isError: true,
      content: [{ text: 'Topic "broken" could not be read: missing file' }],
    });
    expect(await client.callTool({ name: "topic", arguments: { name: "toString" } })).toMatchObject({ isError: true });
    await client.close();
  });

  it("adds JSON topic tools to a workflow that has topics", async () => {
    const client = await connect(withTopics);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["start", "advance", "topics", "topic"]);
    expect(await client.callTool({ name: "topic", arguments: { name: "faq" } })).toMatchObject({
      content: [{ text: '{"name":"faq","content":"Answers."}' }],
    });
    expect(await client.callTool({ name: "topic", arguments: { name: "x" } })).toEqual({
      content: [{ type: "text", text: '{"error":"Unknown topic \\"x\\". Available: faq"}' }],
      isError: true,
    });
    await client.close();
  });
});

describe("buildSkillServer", () => {
  const options = { host: "generic", tools: [], sessionDir: join(dir, "sessions") };
  it("answers a workflow's advance directly for 2025-era clients only", () => {
    expect(buildSkillServer(plain, options).directCall).toBeTypeOf("function");
    expect(buildSkillServer(plain, { ...options, era: "modern" }).directCall).toBeUndefined();
    expect(buildSkillServer(guide, options).directCall).toBeUndefined();
  });
});
