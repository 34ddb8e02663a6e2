import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAgentLoop, type AgentLoop } from "../src/agent.js";
import { callTool, occurrences, offeredTools, reply, scriptedModel, sent } from "./scripted-model.js";

let repo = "";
let loop: AgentLoop | undefined;

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: repo, encoding: "utf8" });
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), "agent-loop-repo-"));
  git("init", "-q");
  git("config", "user.email", "dev@example.com");
  git("config", "user.name", "Dev");
  writeFileSync(join(repo, "README.md"), "# demo\n");
  git("add", "README.md");
  git("commit", "-q", "-m", "docs: start");
  git("tag", "v0.1.0");
  writeFileSync(join(repo, "hello.txt"), "hello\n");
});
afterEach(() => {
  loop?.close();
  loop = undefined;
  rmSync(repo, { recursive: true, force: true });
});

describe("the agent loop example", () => {
  it("loads commit-message, reads its reference and runs git status without asking; git commit waits for approval", async () => {
    const model = scriptedModel("main", [
      callTool("skill", { name: "commit-message" }),
      callTool("read_skill_resource", { skill: "commit-message", path: "references/conventional-commits.md" }),
      callTool("Bash", { command: "git status --short" }),
      reply("feat: add hello.txt"),
      callTool("Bash", { command: "git add hello.txt && git commit -qm 'feat: add hello.txt'" }),
      reply("Committed."),
    ]);
    loop = await createAgentLoop({ model, cwd: repo });
    expect(await loop.send("Write a commit message for my change")).toEqual({ text: "feat: add hello.txt", waiting: [] });
    const last = sent(model.doGenerateCalls[3]);
    expect(occurrences(last, "# Commit message")).toBe(1);
    expect(last).toContain("skill is loading");
    expect(occurrences(last, "# Conventional commits")).toBe(1);
    expect(last).toContain("?? hello.txt");

    // Next turn: committing is not among the skill's allowed tools, so the loop stops to ask.
    const asked = await loop.send("Commit it");
    expect(asked.text).toBe("");
    expect(asked.waiting.map((call) => [call.tool, call.input])).toEqual([
      ["Bash", { command: "git add hello.txt && git commit -qm 'feat: add hello.txt'" }],
    ]);
    expect(git("log", "--oneline")).not.toContain("add hello.txt");
    const approvalId = asked.waiting[0]?.approvalId ?? "";
    expect(await loop.approve(approvalId, true)).toEqual({ text: "Committed.", waiting: [] });
    expect(git("log", "--oneline")).toContain("feat: add hello.txt");
  });

  it("explains with the fast model and without Bash, then the next turn is back on the session model", async () => {
    const model = scriptedModel("main", [callTool("skill", { name: "explain", arguments: "src/agent.ts" }), reply("main again")]);
    const fast = scriptedModel("fast", [reply("It builds a ToolLoopAgent.")]);
    loop = await createAgentLoop({ model, models: (id) => (id === "fast" ? fast : undefined), cwd: repo });
    expect((await loop.send("What does src/agent.ts do?")).text).toBe("It builds a ToolLoopAgent.");
    expect(offeredTools(fast.doGenerateCalls[0])).toEqual(["read_skill_resource", "skill"]);
    expect(fast.doGenerateCalls[0]?.reasoning).toBe("low");
    expect((await loop.send("Thanks")).text).toBe("main again");
    expect(offeredTools(model.doGenerateCalls[1])).toEqual(["Bash", "read_skill_resource", "skill"]);
  });

  it("runs code-review as a sub-agent with only git diff; its findings are the skill tool's output", async () => {
    const model = scriptedModel("main", [
      callTool("skill", { name: "code-review", arguments: "the working tree" }),
      reply("Reviewed."),
    ]);
    const fast = scriptedModel("fast", [callTool("Bash", { command: "git diff HEAD" }), reply("no findings")]);
    loop = await createAgentLoop({ model, models: (id) => (id === "fast" ? fast : undefined), cwd: repo });
    expect((await loop.send("Review my change")).text).toBe("Reviewed.");
    const subagent = fast.doGenerateCalls[0];
    expect(offeredTools(subagent)).toEqual(["Bash"]);
    expect(subagent?.prompt.find((message) => message.role === "system")?.content).toContain("You review code.");
    const parent = sent(model.doGenerateCalls[1]);
    expect(parent).toContain("no findings");
    expect(parent).not.toContain("You review code.");
  });

  it("runs a user-only skill from /release-notes v0.1.0; the model cannot load it itself", async () => {
    const model = scriptedModel("main", [
      callTool("Bash", { command: "git log --oneline v0.1.0..HEAD" }),
      reply("Nothing released since v0.1.0."),
    ]);
    loop = await createAgentLoop({ model, cwd: repo });
    expect((await loop.send("/release-notes v0.1.0")).text).toBe("Nothing released since v0.1.0.");
    const first = model.doGenerateCalls[0];
    expect(sent(first)).toContain("Draft release notes for v0.1.0");
    const skill = first?.tools?.find((item) => item.name === "skill");
    expect(skill?.type === "function" ? skill.description : "").not.toContain("release-notes");
    expect(loop.host.modelSkills()).toEqual(["code-review", "commit-message", "explain"]);
  });
});
