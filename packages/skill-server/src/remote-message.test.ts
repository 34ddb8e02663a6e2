// Refusals a remote caller sees name no server path; the server's log keeps them whole.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSkillsServer } from "./create-skills-server.js";
import { loadServedSkills } from "./load-served-skills.js";
import { connectInMemory } from "../test/in-memory-client.js";

const root = mkdtempSync(join(tmpdir(), "skill-server-paths-"));
const logged: string[] = [];
let client: Client;

beforeAll(async () => {
  mkdirSync(join(root, "skills", "notes"), { recursive: true });
  mkdirSync(join(root, "private"));
  writeFileSync(join(root, "skills", "notes", "SKILL.md"), "---\nname: notes\ndescription: Notes.\n---\n\nRead them.\n");
  writeFileSync(join(root, "private", "key.txt"), "secret\n");
  symlinkSync(join(root, "private", "key.txt"), join(root, "skills", "notes", "key.txt"));
  const { skills } = loadServedSkills([join(root, "skills")]);
  const log = (text: string): void => {
    logged.push(text);
  };
  const { create } = await createSkillsServer(skills, { budget: 8000, version: "1.0.0", log });
  client = await connectInMemory(create("legacy"));
});

afterAll(async () => {
  await client.close();
  rmSync(root, { recursive: true, force: true });
});

const toolText = async (path: string): Promise<string> =>
  JSON.stringify((await client.callTool({ name: "read_skill_resource", arguments: { skill: "notes", path } })).content);
const readError = async (uri: string): Promise<string> => {
  try {
    await client.readResource({ uri });
  } catch (error) {
    return String(error);
  }
  throw new Error(`${uri} was read`);
};

describe("messages a caller sees", () => {
  it("say a link leads out of the skill without naming its target; the log names it", async () => {
    for (const text of [await toolText("key.txt"), await readError("skill://notes/key.txt")]) {
      expect(text).toContain("resource 'key.txt' is a symbolic link that leads outside the skill folder");
      expect(text).not.toContain(root);
    }
    expect(logged.join("")).toContain(join(root, "private", "key.txt"));
  });

  it("say a missing file is missing without naming the skill folder", async () => {
    expect(await toolText("gone.md")).toContain("resource 'gone.md' does not exist in the skill folder");
    const text = await readError("skill://notes/gone.md");
    expect(text).toContain("resource 'gone.md' does not exist in the skill folder");
    expect(text).not.toContain(root);
  });
});
