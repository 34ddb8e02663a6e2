// The MCP Skills Extension (SEP-2640) over stdio: entries with verbatim frontmatter and digests of
// the bytes on disk, files read by resources/read that verify against them, directory reads, errors.
import { createHash } from "node:crypto";
import { appendFileSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { verifySkillFiles } from "@skill-kit/loader";
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { connectServer, needsCorpus, type SkillsFolder, skillsFolder } from "./fixture.js";

const resource = z.object({ uri: z.string(), digest: z.string(), size: z.number() });
const entrySchema = z.object({
  uri: z.string(),
  frontmatter: z.record(z.string(), z.unknown()),
  resources: z.array(resource),
  _meta: z.record(z.string(), z.unknown()).optional(),
});
type Entry = z.infer<typeof entrySchema>;
const listSchema = z.object({
  resultType: z.literal("complete"),
  skills: z.array(entrySchema),
  nextCursor: z.string().optional(),
});
const getSchema = z.object({ resultType: z.literal("complete"), skill: entrySchema, ttlMs: z.number(), cacheScope: z.string() });
const directorySchema = z.object({ resources: z.array(z.object({ uri: z.string(), name: z.string(), mimeType: z.string() })) });

const digest = (bytes: Uint8Array): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

/** Every regular file under `folder` reached without leaving it (links out of it are not files of the skill). */
function filesOnDisk(folder: string, at = folder): string[] {
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const path = join(at, entry.name);
    if (entry.isSymbolicLink()) return [];
    if (entry.isDirectory()) return filesOnDisk(folder, path);
    return entry.isFile() ? [relative(folder, path)] : [];
  });
}

describe.skipIf(!needsCorpus("skill-kit-mcp skills extension"))("skill-kit-mcp: the MCP Skills Extension", () => {
  let folder: SkillsFolder;
  let server: StdioClient;
  beforeAll(async () => {
    folder = skillsFolder({ workflow: true });
    server = await connectServer(folder);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    folder.remove();
  });

  const list = async (): Promise<Entry[]> =>
    (await server.client.request({ method: "skills/list", params: {} }, listSchema)).skills;
  const get = async (uri: string): Promise<Entry> =>
    (await server.client.request({ method: "skills/get", params: { uri } }, getSchema)).skill;
  const bytesOf = async (uri: string): Promise<Uint8Array> => {
    const [contents] = (await server.client.readResource({ uri })).contents;
    if (contents === undefined) throw new Error(`no contents for ${uri}`);
    return "blob" in contents ? Buffer.from(contents.blob, "base64") : Buffer.from(contents.text, "utf8");
  };
  const refusal = async (method: string, uri: string): Promise<{ code: unknown; message: string }> => {
    try {
      await server.client.request({ method, params: { uri } }, z.unknown());
    } catch (error) {
      return { code: error instanceof Error && "code" in error ? error.code : undefined, message: String(error) };
    }
    throw new Error(`expected ${method} ${uri} to fail`);
  };

  it("declares the extension, with directory reads", () => {
    expect(server.client.getServerCapabilities()?.extensions?.["io.modelcontextprotocol/skills"]).toEqual({
      directoryRead: true,
    });
  });

  it("lists every skill with its frontmatter as written and every file with the size and digest of its bytes", async () => {
    const entries = await list();
    expect(entries.map((entry) => entry.uri).sort()).toEqual(
      ["algorithmic-art", "brand-guidelines", "commit", "get-to-know-you", "greeter", "internal-comms", "manual-only"].map(
        (name) => `skill://${name}/SKILL.md`,
      ),
    );
    for (const entry of entries) {
      const name = entry.uri.slice("skill://".length, -"/SKILL.md".length);
      const directory = join(folder.skills, name === "get-to-know-you" ? "g2k" : name);
      const text = readFileSync(join(directory, "SKILL.md"), "utf8");
      expect(entry.frontmatter).toEqual(parse(text.split(/^---$/m)[1] ?? ""));
      expect(entry.resources[0]?.uri).toBe(entry.uri);
      const onDisk = filesOnDisk(directory).sort();
      expect(entry.resources.map((file) => file.uri.slice(`skill://${name}/`.length)).sort()).toEqual(onDisk);
      for (const file of entry.resources) {
        const bytes = readFileSync(join(directory, file.uri.slice(`skill://${name}/`.length)));
        expect(file).toEqual({ uri: file.uri, size: bytes.length, digest: digest(bytes) });
      }
    }
  });

  it("serves every listed file by resources/read, and the files verify against the entry", async () => {
    for (const entry of await list()) {
      const fetched = new Map<string, Uint8Array>();
      for (const file of entry.resources) fetched.set(file.uri, await bytesOf(file.uri));
      expect(verifySkillFiles(entry, fetched)).toEqual([]);
    }
  });

  it("marks a built workflow skill with the tools that run it", async () => {
    const entry = await get("skill://get-to-know-you/SKILL.md");
    expect(entry._meta?.["dev.skill-kit/workflow"]).toEqual({
      start: { tool: "start", arguments: { skill: "get-to-know-you" } },
      advance: { tool: "advance", arguments: { skill: "get-to-know-you" } },
    });
    expect(entry.resources.some((file) => file.uri.startsWith("skill://get-to-know-you/bin/"))).toBe(true);
  });

  it("gives a changed file's new digest from skills/get, and the held entry no longer verifies it", async () => {
    const held = await get("skill://greeter/SKILL.md");
    appendFileSync(join(folder.skills, "greeter", "SKILL.md"), "\nOne more line.\n");
    const changed = new Map([["skill://greeter/SKILL.md", await bytesOf("skill://greeter/SKILL.md")]]);
    expect(verifySkillFiles(held, changed)).toEqual([expect.stringMatching(/bytes, the entry says/)]);
    const fresh = await get("skill://greeter/SKILL.md");
    expect(verifySkillFiles(fresh, changed)).toEqual([]);
    expect(statSync(join(folder.skills, "greeter", "SKILL.md")).size).toBe(fresh.resources[0]?.size);
  });

  it("reads a skill's directories: files, and folders as inode/directory", async () => {
    const root = await server.client.request(
      { method: "resources/directory/read", params: { uri: "skill://internal-comms" } },
      directorySchema,
    );
    expect(root.resources).toEqual(
      expect.arrayContaining([
        { uri: "skill://internal-comms/SKILL.md", name: "SKILL.md", mimeType: "text/markdown" },
        { uri: "skill://internal-comms/examples", name: "examples", mimeType: "inode/directory" },
      ]),
    );
    const examples = await server.client.request(
      { method: "resources/directory/read", params: { uri: "skill://internal-comms/examples" } },
      directorySchema,
    );
    expect(examples.resources.map((item) => item.name)).toContain("faq-answers.md");
  });

  it("answers -32602 for a skill it does not serve and for a file asked as a directory", async () => {
    const unknown = await refusal("skills/get", "skill://nope/SKILL.md");
    expect(unknown.code).toBe(-32602);
    expect(unknown.message).toMatch(/No skill is served at skill:\/\/nope\/SKILL\.md/);
    expect(await refusal("skills/get", "skill://greeter/other.md")).toMatchObject({ code: -32602 });
    const file = await refusal("resources/directory/read", "skill://greeter/SKILL.md");
    expect(file.code).toBe(-32602);
    expect(file.message).toMatch(/is not a directory resource/);
  });
});
