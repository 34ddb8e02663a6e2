import { describe, expect, it } from "vitest";
import { DISABLED_COMMAND_TEXT, renderSkillContent, type CommandRunner } from "./render-skill-content.js";

const skill = {
  name: "demo",
  directory: "/skills/demo",
  body: "Status: !`git status --short`\nFix issue $issue in ${CLAUDE_SKILL_DIR}.\n```sh\n!`echo fenced`\n```",
  claudeCode: { arguments: ["issue"] },
};

describe("renderSkillContent", () => {
  it("keeps commands as written unless the caller opts in", async () => {
    const result = await renderSkillContent(skill, { arguments: "42" });
    expect(result.content).toBe("Status: !`git status --short`\nFix issue 42 in /skills/demo.\n```sh\n!`echo fenced`\n```");
    expect(result.commands).toEqual([{ command: "git status --short", status: "kept" }]);
  });

  it("runs commands with the caller's runner, never inside fences, output not rescanned", async () => {
    const seen: string[] = [];
    const runner: CommandRunner = (command, context) => {
      seen.push(`${command} @ ${context.directory ?? ""}`);
      return "M $issue !`date`\n";
    };
    const result = await renderSkillContent(skill, { arguments: "42", runCommand: runner });
    expect(seen).toEqual(["git status --short @ /skills/demo"]);
    expect(result.content.split("\n")[0]).toBe("Status: M $issue !`date`");
  });

  it("never splices arguments into a command", async () => {
    const seen: string[] = [];
    const body = "!`gh issue view $ARGUMENTS`\n!`echo $0 $issue`";
    await renderSkillContent({ ...skill, body }, { arguments: "1; rm -rf /", runCommand: (command) => (seen.push(command), "") });
    expect(seen).toEqual(["gh issue view $ARGUMENTS", "echo $0 $issue"]);
  });

  it("replaces commands by the policy text when disabled, and reports a failing runner", async () => {
    const disabled = await renderSkillContent(skill, { disableCommands: true });
    expect(disabled.content.startsWith(`Status: ${DISABLED_COMMAND_TEXT}\n`)).toBe(true);
    const failed = await renderSkillContent(skill, { runCommand: () => Promise.reject(new Error("exit 128")) });
    expect(failed.content.startsWith("Status: [command failed: exit 128]\n")).toBe(true);
    expect(failed.commands[0]).toEqual({ command: "git status --short", status: "failed", error: "exit 128" });
    expect(failed.diagnostics.map((item) => item.rule)).toEqual(["command-failed"]);
  });

  it("appends ARGUMENTS when the body has no placeholder", async () => {
    const plain = { name: "plain", body: "Just do it." };
    expect((await renderSkillContent(plain, { arguments: "now please" })).content).toBe("Just do it.\n\nARGUMENTS: now please");
    expect((await renderSkillContent(plain, { arguments: "x", appendArguments: false })).content).toBe("Just do it.");
    expect((await renderSkillContent(plain)).content).toBe("Just do it.");
  });

  it("bounds the body with arguments substituted or appended by maxLength", async () => {
    const many = { name: "many", body: "Say $ARGUMENTS.\n".repeat(64) };
    const big = "y".repeat(1024 * 1024);
    await expect(
      renderSkillContent(many, { arguments: big, maxLength: many.body.length + 2 * big.length }),
    ).rejects.toMatchObject({
      code: "CONTENT_TOO_LARGE",
    });
    const plain = { name: "plain", body: "Just do it." };
    await expect(renderSkillContent(plain, { arguments: big, maxLength: 1000 })).rejects.toMatchObject({
      code: "CONTENT_TOO_LARGE",
    });
    const fits = await renderSkillContent(many, { arguments: "ok", maxLength: many.body.length + 128 });
    expect(fits.content).toBe("Say ok.\n".repeat(64));
  });
});
