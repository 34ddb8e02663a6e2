// Past 100 skills the name arguments are plain text, checked by the tools themselves.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectStdioClient, type StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin, textOf } from "./fixture.js";

describe("skill-kit-mcp with many skills", () => {
  let root: string;
  let server: StdioClient;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-many-"));
    const skill = (name: string, extra = ""): void => {
      mkdirSync(join(root, name));
      writeFileSync(
        join(root, name, "SKILL.md"),
        `---\nname: ${name}\ndescription: Handles case ${name} carefully.\n${extra}---\n\nDo ${name}.\n`,
      );
    };
    for (let index = 0; index < 120; index += 1) skill(`task-${String(index).padStart(3, "0")}`);
    skill("zz-manual", "disable-model-invocation: true\n");
    server = await connectStdioClient({ command: process.execPath, args: [serverBin, "--skills", root] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("drops the enum, keeps the catalog within the budget, and checks names in the tool", async () => {
    const activate = (await server.client.listTools()).tools.find((item) => item.name === "activate_skill");
    expect(activate?.inputSchema.properties?.["name"]).toEqual({ type: "string", description: "The skill's name, as listed" });
    expect(activate?.description).toContain("<other_skills>\n");
    expect(activate?.description).toContain("task-119\n</other_skills>");
    const unknown = await server.callTool("activate_skill", { name: "task-999" });
    expect(textOf(unknown)).toMatch(/^unknown skill "task-999"; available: task-000, task-001, .*, … \(120 in all\)$/);
    const manual = await server.callTool("activate_skill", { name: "zz-manual" });
    expect(manual.isError).toBe(true);
    expect(textOf(manual)).toBe('skill "zz-manual" can only be started by the user (disable-model-invocation: true)');
    expect(textOf(await server.callTool("activate_skill", { name: "TASK-007" }))).toMatch(
      /^<skill_content name="task-007">\nDo task-007\./,
    );
    expect(server.stderr()).toContain("[skill-kit-mcp] serving 121 skill(s), 0 of them workflows");
  });
});
