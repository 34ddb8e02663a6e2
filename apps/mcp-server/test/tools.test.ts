// The prose-skill tools through the real server over stdio: catalog, activate, read, deactivate.
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectServer, needsCorpus, skillsFolder, type SkillsFolder, textOf } from "./fixture.js";

describe.skipIf(!needsCorpus("skill-kit-mcp tools"))("skill-kit-mcp tools", () => {
  let folder: SkillsFolder;
  let server: StdioClient;
  beforeAll(async () => {
    folder = skillsFolder({ workflow: true });
    server = await connectServer(folder);
  });
  afterAll(async () => {
    await server.close();
    folder.remove();
  });

  const tool = async (name: string) => (await server.client.listTools()).tools.find((item) => item.name === name);

  it("puts the catalog in activate_skill's description and constrains the name", async () => {
    const { tools } = await server.client.listTools();
    expect(tools.map((item) => item.name).sort()).toEqual([
      "activate_skill",
      "advance",
      "deactivate_skill",
      "read_skill_resource",
      "start",
    ]);
    const activate = await tool("activate_skill");
    expect(activate?.description).toMatch(/^Load a skill: its instructions \(SKILL\.md\)/);
    expect(activate?.description).toContain(
      "<available_skills>\n<skill>\n<name>\nalgorithmic-art\n</name>\n<description>\nCreating algorithmic art",
    );
    expect(activate?.description).toContain("<name>\nget-to-know-you\n</name>");
    expect(activate?.description).not.toContain("manual-only");
    expect(activate?.description).not.toContain("<location>");
    expect(activate?.inputSchema.properties?.["name"]).toMatchObject({
      enum: ["algorithmic-art", "brand-guidelines", "commit", "get-to-know-you", "greeter", "internal-comms"],
    });
  });

  it("lists what does not fit the budget by name only", async () => {
    const small = await connectServer(folder, ["--budget", "600"]);
    try {
      const description =
        (await small.client.listTools()).tools.find((item) => item.name === "activate_skill")?.description ?? "";
      expect(description).toContain("listed by name only");
      expect(description).toMatch(/<other_skills>\n(?:[a-z-]+\n)+<\/other_skills>\n<\/available_skills>$/);
      for (const name of ["algorithmic-art", "brand-guidelines", "commit", "get-to-know-you", "greeter", "internal-comms"])
        expect(description).toContain(name);
      expect(small.stderr()).toMatch(
        /catalog: \d+ description\(s\) shortened, \d+ skill\(s\) listed by name only \(budget 600 characters\)/,
      );
    } finally {
      await small.close();
    }
  });

  it("activates a skill: its body wrapped with the folder and its files", async () => {
    const text = textOf(await server.callTool("activate_skill", { name: "internal-comms" }));
    expect(text.startsWith('<skill_content name="internal-comms">\n## When to use this skill')).toBe(true);
    expect(text).toContain(`Skill directory: ${folder.skills}/internal-comms`);
    expect(text).toContain(
      "<skill_resources>\n<file>LICENSE.txt</file>\n<file>assets/controls.txt</file>\n<file>assets/huge.bin</file>\n<file>assets/pixel.png</file>\n<file>examples/3p-updates.md</file>",
    );
    expect(text).not.toContain("leak.txt");
    expect(text.endsWith("</skill_resources>\n</skill_content>")).toBe(true);
    expect(textOf(await server.callTool("activate_skill", { name: "internal-comms" }))).toMatch(
      /^Skill "internal-comms" is already active/,
    );
  });

  it("substitutes arguments and leaves dynamic commands unrun", async () => {
    const text = textOf(await server.callTool("activate_skill", { name: "greeter", arguments: "Ada tomorrow" }));
    expect(text).toContain("Say hello to Ada (Ada), then run !`date` and mention tomorrow.");
  });

  it("tells a workflow skill's reader to use start and advance", async () => {
    const text = textOf(await server.callTool("activate_skill", { name: "get-to-know-you" }));
    expect(text).toContain('call the `start` tool\nwith {"skill": "get-to-know-you", "params": {…}}');
  });

  it("refuses unknown and user-only skills with a clear error", async () => {
    const unknown = await server.callTool("activate_skill", { name: "nope" });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain("Invalid arguments for tool activate_skill");
    const manual = await server.callTool("activate_skill", { name: "manual-only" });
    expect(manual.isError).toBe(true);
    expect(textOf(manual)).toContain("Invalid arguments for tool activate_skill");
    const resource = await server.callTool("read_skill_resource", { skill: "nope", path: "SKILL.md" });
    expect(textOf(resource)).toBe(
      'unknown skill "nope"; available: algorithmic-art, brand-guidelines, commit, get-to-know-you, greeter, internal-comms, manual-only',
    );
  });

  it("deactivates an active skill, and says when it was not active", async () => {
    await server.callTool("activate_skill", { name: "commit" });
    expect(textOf(await server.callTool("deactivate_skill", { name: "commit" }))).toBe(
      'Skill "commit" is no longer active: stop following its instructions.',
    );
    expect(textOf(await server.callTool("deactivate_skill", { name: "commit" }))).toBe(
      'Skill "commit" was not active; nothing to do.',
    );
    expect(textOf(await server.callTool("activate_skill", { name: "commit" }))).toMatch(/^<skill_content name="commit">/);
    expect((await server.callTool("deactivate_skill", { name: "missing" })).isError).toBe(true);
  });

  it("reads a skill's file with read_skill_resource", async () => {
    const guide = await server.callTool("read_skill_resource", { skill: "internal-comms", path: "examples/faq-answers.md" });
    expect(guide.isError).not.toBe(true);
    expect(textOf(guide).length).toBeGreaterThan(100);
    const png = await server.callTool("read_skill_resource", { skill: "internal-comms", path: "assets/pixel.png" });
    expect(png.content[0]).toMatchObject({
      type: "resource",
      resource: { uri: "skill://internal-comms/assets/pixel.png", mimeType: "image/png", blob: "iVBORwABAgM=" },
    });
  });

  it.each([
    [
      "../brand-guidelines/SKILL.md",
      "resource path '../brand-guidelines/SKILL.md' contains '..'; only paths inside the skill folder can be read",
    ],
    [
      "examples/../../commit/SKILL.md",
      "resource path 'examples/../../commit/SKILL.md' contains '..'; only paths inside the skill folder can be read",
    ],
    ["/etc/passwd", "resource path '/etc/passwd' is absolute; expected a path relative to the skill folder"],
    ["leak.txt", "resource 'leak.txt' is a symbolic link that leads outside the skill folder; only files inside it can be read"],
    [
      "outside-dir/secret.txt",
      "resource 'outside-dir/secret.txt' is a symbolic link that leads outside the skill folder; only files inside it can be read",
    ],
    ["assets/huge.bin", "resource 'assets/huge.bin' is 2097152 bytes; the limit is 1048576 bytes"],
    ["examples", "resource 'examples' is a directory; only regular files can be read"],
    ["missing.md", "resource 'missing.md' does not exist in the skill folder"],
  ])("refuses %s with a clear error that names no server path", async (path, message) => {
    const result = await server.callTool("read_skill_resource", { skill: "internal-comms", path });
    expect(result.isError).toBe(true);
    expect(textOf(result)).not.toContain(folder.root);
    expect(textOf(result)).toMatch(
      typeof message === "string" ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : message,
    );
  });
});
