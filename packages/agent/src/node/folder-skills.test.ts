import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ResourceError } from "@skill-kit/loader";
import { afterEach, describe, expect, it } from "vitest";
import { writeSkillFolder as writeSkill } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import type { SkillHost } from "../host-types.js";
import { folderSkills } from "./folder-skills.js";

/** A project with `.agents/skills` and a fake home, made for one test. */
function project(): { readonly cwd: string; readonly home: string; readonly skills: string } {
  const base = mkdtempSync(join(tmpdir(), "agent-folders-"));
  const cwd = join(base, "project");
  const home = join(base, "home");
  const skills = join(cwd, ".agents", "skills");
  mkdirSync(join(cwd, ".git"), { recursive: true });
  mkdirSync(skills, { recursive: true });
  mkdirSync(home);
  return { cwd, home, skills };
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

const hosts: SkillHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
});

describe("folderSkills", () => {
  it("loads a project's skills with their files, and leaves out the ones not eligible here", async () => {
    const { cwd, home, skills } = project();
    const pdf = writeSkill(skills, "pdf", ["description: Fill PDF forms."], "Run scripts/fill.py on $ARGUMENTS.");
    mkdirSync(join(pdf, "scripts"));
    writeFileSync(join(pdf, "scripts", "fill.py"), "print('fill')\n");
    writeSkill(
      skills,
      "needs-tool",
      ["description: Needs a program.", "metadata:", "  requires:", "    bins: [no-such-program-here]"],
      "Body.",
    );
    const host = await createSkillHost({ source: folderSkills({ cwd, home, hosts: ["agents"] }) });
    expect(host.modelSkills()).toEqual(["pdf"]);
    expect(host.catalog().leftOut).toEqual([{ name: "needs-tool", reason: "ineligible" }]);
    const activation = await host.activate("pdf", "a.pdf", host.conversation());
    const content = activation.kind === "activated" ? activation.content : "";
    expect(content).toContain(`<skill_content name="pdf" dir="${pdf}">`);
    expect(content).toContain("<skill_resources>\n<file>scripts/fill.py</file>\n</skill_resources>");
    expect(host.readResource("pdf", "scripts/fill.py")).toEqual({ path: "scripts/fill.py", text: "print('fill')\n", bytes: 14 });
    await expect(host.activate("needs-tool", "", host.conversation())).rejects.toThrow(/no-such-program-here/);
  });

  it("confines reads to the skill's folder", async () => {
    const { cwd, home, skills } = project();
    const pdf = writeSkill(skills, "pdf", ["description: Fill PDF forms."], "Body.");
    writeFileSync(join(cwd, "secret.txt"), "token");
    symlinkSync(join(cwd, "secret.txt"), join(pdf, "linked.txt"));
    const host = await createSkillHost({ source: folderSkills({ cwd, home, hosts: ["agents"] }) });
    const code = (path: string): string => {
      try {
        host.readResource("pdf", path);
        return "read";
      } catch (error) {
        return ResourceError.isInstance(error) ? error.code : "other";
      }
    };
    expect(code("../../secret.txt")).toBe("RESOURCE_PATH_INVALID");
    expect(code(join(cwd, "secret.txt"))).toBe("RESOURCE_PATH_INVALID");
    expect(code("linked.txt")).toBe("RESOURCE_OUTSIDE_SKILL");
    expect(code("missing.txt")).toBe("RESOURCE_NOT_FOUND");
  });

  it("with watch, shows an added, changed and removed skill in the next catalog within one second", async () => {
    const { cwd, home, skills } = project();
    writeSkill(skills, "first", ["description: The first skill."], "Body.");
    const host = await createSkillHost({ source: folderSkills({ cwd, home, hosts: ["agents"] }), watch: true });
    hosts.push(host);
    const versions: number[] = [];
    host.onChange((version) => versions.push(version));
    const listed = (): string => host.catalog().text;

    writeSkill(skills, "second", ["description: Added while watching."], "Body.");
    expect(await until(() => listed().includes("Added while watching."), 1000)).toBe(true);
    writeSkill(skills, "second", ["description: Changed while watching."], "Body.");
    expect(await until(() => listed().includes("Changed while watching."), 1000)).toBe(true);
    mkdirSync(join(skills, "first", "references"));
    writeFileSync(join(skills, "first", "references", "new.md"), "more");
    expect(await until(() => versions.length === 3, 1000)).toBe(true);
    rmSync(join(skills, "second"), { recursive: true });
    expect(await until(() => !listed().includes("second"), 1000)).toBe(true);
    expect(host.version).toBe(versions.at(-1));
    expect(versions).toEqual([2, 3, 4, 5]);
  });

  it("keeps the open file count flat over 1,000 changes and releases its watchers on close", async () => {
    const { cwd, home, skills } = project();
    const folder = writeSkill(skills, "busy", ["description: Changes a lot."], "Body.");
    const openFiles = (): number => readdirSync("/proc/self/fd").length;
    const before = openFiles();
    const host = await createSkillHost({ source: folderSkills({ cwd, home, hosts: ["agents"] }), watch: true });
    const watching = openFiles();
    for (let index = 0; index < 1000; index += 1) writeFileSync(join(folder, `note-${String(index % 10)}.md`), String(index));
    // The burst is gathered into a few reloads, the last of which sees the final files.
    const stamp = (): string => host.skills()[0]?.stamp ?? "";
    expect(await until(() => host.version > 1 && stamp().split(",").length === 11, 2000)).toBe(true);
    await until(() => false, 300);
    expect(host.version).toBeLessThan(50);
    expect(openFiles()).toBeLessThanOrEqual(watching + 2);
    host.close();
    expect(await until(() => openFiles() <= before + 1, 1000)).toBe(true);
  });
});
