// The skills as MCP resources: skill://index.json, skill://<name>/SKILL.md and every file, contained.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectServer, needsCorpus, type SkillsFolder, skillsFolder } from "./fixture.js";

describe.skipIf(!needsCorpus("skill-kit-mcp resources"))("skill-kit-mcp resources", () => {
  let folder: SkillsFolder;
  let server: StdioClient;
  beforeAll(async () => {
    folder = skillsFolder();
    server = await connectServer(folder);
  });
  afterAll(async () => {
    await server.close();
    folder.remove();
  });

  const read = (uri: string) => server.client.readResource({ uri });
  const failure = async (uri: string): Promise<string> => {
    try {
      await read(uri);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    throw new Error(`expected ${uri} to be refused`);
  };

  it("lists the index, every SKILL.md and the skills' files", async () => {
    const { resources } = await server.client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris[0]).toBe("skill://index.json");
    expect(uris).toContain("skill://internal-comms/SKILL.md");
    expect(uris).toContain("skill://manual-only/SKILL.md");
    expect(uris).toContain("skill://internal-comms/examples/faq-answers.md");
    expect(uris).toContain("skill://algorithmic-art/templates/viewer.html");
    expect(uris.some((uri) => uri.includes("leak.txt") || uri.includes("outside-dir"))).toBe(false);
    expect(resources.find((resource) => resource.uri === "skill://commit/SKILL.md")).toMatchObject({
      // The Skills Extension: a SKILL.md resource is named by its frontmatter name.
      name: "commit",
      mimeType: "text/markdown",
    });
  });

  it("serves the index of skills", async () => {
    const index = await read("skill://index.json");
    const [contents] = index.contents;
    const parsed = JSON.parse(contents !== undefined && "text" in contents ? contents.text : "{}") as {
      skills: { name: string; type: string; url: string }[];
    };
    expect(parsed.skills.map((skill) => skill.name)).toEqual([
      "algorithmic-art",
      "brand-guidelines",
      "commit",
      "greeter",
      "internal-comms",
      "manual-only",
    ]);
    expect(parsed.skills[2]).toMatchObject({ name: "commit", type: "skill-md", url: "skill://commit/SKILL.md" });
  });

  it("reads a SKILL.md exactly as it is on disk, and any file by its path", async () => {
    const skill = await read("skill://commit/SKILL.md");
    expect(skill.contents).toEqual([
      {
        uri: "skill://commit/SKILL.md",
        mimeType: "text/markdown",
        text: readFileSync(join(folder.skills, "commit", "SKILL.md"), "utf8"),
      },
    ]);
    const html = await read("skill://algorithmic-art/templates/viewer.html");
    expect(html.contents[0]).toMatchObject({ mimeType: "text/html" });
    const png = await read("skill://internal-comms/assets/pixel.png");
    expect(png.contents[0]).toMatchObject({ mimeType: "image/png", blob: "iVBORwABAgM=" });
  });

  it.each([
    [
      "skill://internal-comms/leak.txt",
      /^MCP error -32602: resource 'leak\.txt' is a symbolic link that leads outside the skill folder;/,
    ],
    ["skill://internal-comms/outside-dir/secret.txt", /outside the skill folder/],
    ["skill://internal-comms/%2E%2E%2Fcommit%2FSKILL.md", /contains '\.\.'; only paths inside the skill folder can be read/],
    ["skill://internal-comms/..%2F..%2Foutside%2Fsecret.txt", /contains '\.\.'/],
    ["skill://internal-comms/%2Fetc%2Fpasswd", /is absolute; expected a path relative to the skill folder/],
    ["skill://nope/SKILL.md", /no skill at skill:\/\/nope\/SKILL\.md; see skill:\/\/index\.json/],
    ["skill://internal-comms/bad%ZZ", /no skill at skill:\/\/internal-comms\/bad%ZZ/],
    ["file:///etc/passwd", /not found/],
  ])("refuses %s with a clear error that names no server path", async (uri, message) => {
    const text = await failure(uri);
    expect(text).toMatch(message);
    expect(text).not.toContain(folder.root);
    expect(text).not.toContain("secret.txt,");
  });

  it("reads a file up to the Skills Extension's 16 MiB per skill, so every file a manifest lists can be read", async () => {
    const [huge] = (await read("skill://internal-comms/assets/huge.bin")).contents;
    expect(huge !== undefined && "blob" in huge ? Buffer.from(huge.blob, "base64").length : 0).toBe(2 * 1024 * 1024);
  });

  it("serves text whose JSON form would outgrow base64 as base64: 1 MiB of control bytes is not a 6 MiB answer", async () => {
    const [controls] = (await read("skill://internal-comms/assets/controls.txt")).contents;
    expect(controls).toMatchObject({ mimeType: "text/plain" });
    const blob = controls !== undefined && "blob" in controls ? controls.blob : "";
    expect(blob.length).toBe(Math.ceil((1024 * 1024) / 3) * 4);
    expect(Buffer.from(blob, "base64").equals(Buffer.alloc(1024 * 1024, 0x01))).toBe(true);
  });

  it("keeps serving after refusals", async () => {
    expect((await read("skill://greeter/SKILL.md")).contents).toHaveLength(1);
  });
});
