// The server in process, driven by the real SDK client over the SDK's in-memory transport (the app's
// tests drive the same server over stdio).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSkillsServer, type SkillsServer } from "./create-skills-server.js";
import { loadServedSkills } from "./load-served-skills.js";
import { connectInMemory } from "../test/in-memory-client.js";

const root = mkdtempSync(join(tmpdir(), "skill-server-"));
let client: Client;
let create: SkillsServer["create"];

beforeAll(async () => {
  mkdirSync(join(root, "greeter", "references"), { recursive: true });
  writeFileSync(
    join(root, "greeter", "SKILL.md"),
    "---\nname: greeter\ndescription: Greets people by name.\n---\n\nSay hello to $ARGUMENTS.\nTone: ${CLAUDE_SKILL_DIR}/references/tone.md\n",
  );
  writeFileSync(join(root, "greeter", "references", "tone.md"), "Be warm.\n");
  mkdirSync(join(root, "echo"), { recursive: true });
  writeFileSync(
    join(root, "echo", "SKILL.md"),
    `---\nname: echo\ndescription: Repeats what it is given.\n---\n\n${"Repeat: $ARGUMENTS\n".repeat(64)}`,
  );
  const { skills } = loadServedSkills([root]);
  const served = await createSkillsServer(skills, { budget: 8000, version: "1.0.0" });
  expect(served.catalog?.nameOnly).toEqual([]);
  create = served.create;
  client = await connectInMemory(create("legacy"));
});

afterAll(async () => {
  await client.close();
  rmSync(root, { recursive: true, force: true });
});

describe("createSkillsServer", () => {
  it("offers the activation and resource tools, and no workflow tools without a workflow skill", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["activate_skill", "deactivate_skill", "read_skill_resource"]);
    expect(tools.find((tool) => tool.name === "activate_skill")?.description).toContain("<name>\ngreeter\n</name>");
    expect(JSON.stringify(tools.find((tool) => tool.name === "activate_skill")?.inputSchema)).toContain("at most 65536 bytes");
  });

  it("activates a skill with its arguments and lists its files", async () => {
    const result = await client.callTool({ name: "activate_skill", arguments: { name: "greeter", arguments: "Ada" } });
    expect(JSON.stringify(result.content)).toContain("Say hello to Ada.");
    expect(JSON.stringify(result.content)).toContain("<file>references/tone.md</file>");
  });

  it("names the skill folder by its path over stdio, and by its skill:// URI to a remote (HTTP) caller", async () => {
    const local = JSON.stringify(
      (await client.callTool({ name: "activate_skill", arguments: { name: "greeter", arguments: "Bo" } })).content,
    );
    expect(local).toContain(`Skill directory: ${join(root, "greeter")}`);
    expect(local).toContain(`Tone: ${join(root, "greeter", "references", "tone.md")}`);
    const { skills } = loadServedSkills([root]);
    const remote = await connectInMemory(
      (await createSkillsServer(skills, { budget: 8000, version: "1.0.0", remote: true })).create("legacy"),
    );
    try {
      const text = JSON.stringify((await remote.callTool({ name: "activate_skill", arguments: { name: "greeter" } })).content);
      expect(text).toContain("Skill directory: skill://greeter\\n");
      expect(text).toContain("Tone: skill://greeter/references/tone.md");
      expect(text).not.toContain(root);
    } finally {
      await remote.close();
    }
  });

  it("reads a file inside the skill and refuses one outside it, as a tool error", async () => {
    expect(
      await client.callTool({ name: "read_skill_resource", arguments: { skill: "greeter", path: "references/tone.md" } }),
    ).toEqual({ content: [{ type: "text", text: "Be warm.\n" }] });
    const outside = await client.callTool({ name: "read_skill_resource", arguments: { skill: "greeter", path: "../x" } });
    expect(outside.isError).toBe(true);
    expect(JSON.stringify(outside.content)).toContain("contains '..'");
  });

  it("serves the index and each SKILL.md as resources", async () => {
    const index = await client.readResource({ uri: "skill://index.json" });
    expect(JSON.stringify(index.contents)).toContain("skill://greeter/SKILL.md");
    const file = await client.readResource({ uri: "skill://greeter/SKILL.md" });
    expect(file.contents[0]).toMatchObject({ uri: "skill://greeter/SKILL.md", mimeType: "text/markdown" });
  });

  it("refuses arguments over 64 KiB, naming the limit", async () => {
    const result = await client.callTool({
      name: "activate_skill",
      arguments: { name: "greeter", arguments: "é".repeat(40_000) },
    });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("arguments is 80000 bytes; the limit is 65536 bytes");
    const fits = await client.callTool({ name: "activate_skill", arguments: { name: "greeter", arguments: "a".repeat(65_536) } });
    expect(fits.isError).not.toBe(true);
  });

  it("refuses arguments a skill would copy past 1 MiB more than its body, and activates it with short ones", async () => {
    const result = await client.callTool({ name: "activate_skill", arguments: { name: "echo", arguments: "z".repeat(60_000) } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("would add more than 1048576 characters, the limit");
    expect(JSON.stringify(result.content).length).toBeLessThan(1000);
    const short = await client.callTool({ name: "activate_skill", arguments: { name: "echo", arguments: "hi" } });
    expect(short.isError).not.toBe(true);
    expect(JSON.stringify(short.content)).toContain("Repeat: hi");
  });

  it("builds a fresh server on each create: a second conversation has its own active skills", async () => {
    await client.callTool({ name: "activate_skill", arguments: { name: "greeter" } });
    const again = await client.callTool({ name: "activate_skill", arguments: { name: "greeter" } });
    expect(JSON.stringify(again.content)).toContain("already active");
    const other = await connectInMemory(create("legacy"));
    const first = await other.callTool({ name: "activate_skill", arguments: { name: "greeter" } });
    expect(JSON.stringify(first.content)).toContain("Say hello to");
    await other.close();
  });
});
