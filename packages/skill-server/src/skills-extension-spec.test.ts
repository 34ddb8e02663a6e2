// The Skills Extension as its text reads (SEP-2640), over the v2 client on the legacy era: a nested
// skill lives under its enclosing skill's tree only, empty folders read as empty lists, bad requests
// and cursors get -32602, and the resource listing agrees with what a read returns.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ProtocolErrorCode, type Client } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createSkillsServer } from "./create-skills-server.js";
import { loadServedSkills } from "./load-served-skills.js";
import { connectInMemory } from "../test/in-memory-client.js";

const root = mkdtempSync(join(tmpdir(), "skill-server-spec-"));
let client: Client;

const entry = z.looseObject({ uri: z.string(), frontmatter: z.looseObject({ name: z.string() }) });
const listResult = z.looseObject({ skills: z.array(entry) });
const getResult = z.looseObject({ skill: entry });
const directoryResult = z.looseObject({
  resources: z.array(z.object({ uri: z.string(), name: z.string(), mimeType: z.string() })),
});
const anything = z.looseObject({});

/** The JSON-RPC error code and message a request is answered with. */
async function refusal(request: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await request;
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? Number(error.code) : Number.NaN;
    return { code, message: error instanceof Error ? error.message : String(error) };
  }
  throw new Error("the request was answered");
}

beforeAll(async () => {
  mkdirSync(join(root, "outer", "inner", "notes"), { recursive: true });
  mkdirSync(join(root, "outer", "empty"));
  writeFileSync(join(root, "outer", "SKILL.md"), "---\nname: outer\ndescription: The outer skill.\n---\n\nOuter.\n");
  writeFileSync(join(root, "outer", "inner", "SKILL.md"), "---\nname: inner\ndescription: A nested skill.\n---\n\nInner.\n");
  writeFileSync(join(root, "outer", "inner", "notes", "a.md"), "A note.\n");
  writeFileSync(join(root, "outer", "data"), new Uint8Array([0, 1, 2, 3]));
  writeFileSync(join(root, "outer", "readme"), "plain text without an extension\n");
  const { skills } = loadServedSkills([root]);
  expect(skills.map((served) => served.skill.name).sort()).toEqual(["inner", "outer"]);
  const { create } = await createSkillsServer(skills, { budget: 8000, version: "1.0.0" });
  client = await connectInMemory(create("legacy"));
});

afterAll(async () => {
  await client.close();
  rmSync(root, { recursive: true, force: true });
});

describe("a nested skill", () => {
  it("is published under its enclosing skill's prefix, and under no tree of its own", async () => {
    const { skills } = await client.request({ method: "skills/list", params: {} }, listResult);
    expect(skills.map((skill) => skill.uri)).toEqual(["skill://outer/SKILL.md", "skill://outer/inner/SKILL.md"]);
    const { resources } = await client.listResources();
    expect(resources.filter((resource) => resource.uri.startsWith("skill://inner"))).toEqual([]);
    expect(resources.filter((resource) => resource.uri === "skill://outer/inner/SKILL.md")).toHaveLength(1);
  });

  it("is answered by skills/get and resources/read at that URI, and not at skill://inner/SKILL.md", async () => {
    const uri = "skill://outer/inner/SKILL.md";
    const { skill } = await client.request({ method: "skills/get", params: { uri } }, getResult);
    expect(skill).toMatchObject({ uri, frontmatter: { name: "inner" } });
    expect(JSON.stringify((await client.readResource({ uri })).contents)).toContain("Inner.");
    const elsewhere = "skill://inner/SKILL.md";
    expect(await refusal(client.request({ method: "skills/get", params: { uri: elsewhere } }, anything))).toMatchObject({
      code: ProtocolErrorCode.InvalidParams,
    });
    expect(await refusal(client.readResource({ uri: elsewhere }))).toMatchObject({ code: ProtocolErrorCode.InvalidParams });
    expect(await refusal(client.readResource({ uri: "skill://inner/notes/a.md" }))).toMatchObject({
      code: ProtocolErrorCode.InvalidParams,
    });
  });
});

describe("resources/directory/read", () => {
  it("reads an empty folder as an empty list, and lists it in its parent as a folder", async () => {
    const read = (uri: string) => client.request({ method: "resources/directory/read", params: { uri } }, directoryResult);
    expect((await read("skill://outer/empty")).resources).toEqual([]);
    const { resources } = await read("skill://outer");
    expect(resources).toContainEqual({ uri: "skill://outer/empty", name: "empty", mimeType: "inode/directory" });
    expect(resources).toContainEqual({ uri: "skill://outer/inner", name: "inner", mimeType: "inode/directory" });
    expect((await read("skill://outer/inner")).resources.map((child) => child.uri)).toEqual([
      "skill://outer/inner/SKILL.md",
      "skill://outer/inner/notes",
    ]);
  });
});

describe("refusals", () => {
  it("answers a malformed skills/get with -32602 and a short message, not -32603 with a schema dump", async () => {
    for (const params of [{}, { uri: 42 }]) {
      const { code, message } = await refusal(client.request({ method: "skills/get", params }, anything));
      expect(code).toBe(ProtocolErrorCode.InvalidParams);
      expect(message).toContain("uri");
      expect(message).not.toContain('"code"');
      expect(message.length).toBeLessThan(200);
    }
  });

  it("answers a cursor it never gave with -32602 on skills/list, resources/list and directory reads", async () => {
    const requests = [
      client.request({ method: "skills/list", params: { cursor: "bogus" } }, anything),
      client.listResources({ cursor: "bogus" }),
      client.request({ method: "resources/directory/read", params: { uri: "skill://outer", cursor: "x" } }, anything),
    ];
    for (const request of requests) expect(await refusal(request)).toMatchObject({ code: ProtocolErrorCode.InvalidParams });
  });
});

describe("resources/list", () => {
  it("names each SKILL.md by its frontmatter name, with the MIME type resources/read gives", async () => {
    const { resources } = await client.listResources();
    expect(resources.find((resource) => resource.uri === "skill://outer/inner/SKILL.md")?.name).toBe("inner");
    expect(resources.find((resource) => resource.uri === "skill://outer/SKILL.md")?.name).toBe("outer");
    for (const resource of resources) {
      const [contents] = (await client.readResource({ uri: resource.uri })).contents;
      expect({ uri: resource.uri, mimeType: contents?.mimeType }).toEqual({ uri: resource.uri, mimeType: resource.mimeType });
    }
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(["skill://outer/data", "skill://outer/readme"]),
    );
  });
});

describe("a server over an empty folder", () => {
  it("lists no skills and only the index, and declares no tools", async () => {
    const empty = mkdtempSync(join(tmpdir(), "skill-server-empty-"));
    const { skills } = loadServedSkills([empty]);
    const { create, catalog } = await createSkillsServer(skills, { budget: 8000, version: "1.0.0" });
    expect(catalog).toBeUndefined();
    const other = await connectInMemory(create("legacy"));
    expect(await other.request({ method: "skills/list", params: {} }, listResult)).toMatchObject({ skills: [] });
    expect((await other.listResources()).resources.map((resource) => resource.uri)).toEqual(["skill://index.json"]);
    expect(other.getServerCapabilities()?.tools).toBeUndefined();
    await other.close();
    rmSync(empty, { recursive: true, force: true });
  });
});

describe("capabilities", () => {
  it("declare listChanged false: this server never sends a list_changed notification", () => {
    const capabilities = client.getServerCapabilities();
    expect(capabilities?.tools?.listChanged).toBe(false);
    expect(capabilities?.resources?.listChanged).toBe(false);
    expect(capabilities?.extensions?.["io.modelcontextprotocol/skills"]).toEqual({ directoryRead: true });
  });
});
