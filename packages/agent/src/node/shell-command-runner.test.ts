import { describe, expect, it } from "vitest";
import { createSkillHost } from "../create-skill-host.js";
import { skillFrom, skillMd } from "../../test/skill-text.js";
import { shellCommandRunner } from "./shell-command-runner.js";

const status = skillFrom(
  skillMd("status", ["description: Report the status."], 'Branch: !`echo "$GREETING from $CLAUDE_SKILL_DIR"`\nArgs: $ARGUMENTS'),
  "/tmp",
);

describe("`!`command`` in a skill body", () => {
  it("stays as written unless the host gives a runner", async () => {
    const host = await createSkillHost({ source: [status], env: { status: { GREETING: "hello" } } });
    const activation = await host.activate("status", "x", host.conversation());
    expect(activation.kind === "activated" ? activation.content : "").toContain('!`echo "$GREETING from $CLAUDE_SKILL_DIR"`');
  });

  it("runs through the shell runner with the skill's environment and folder, never with the arguments in the command", async () => {
    const host = await createSkillHost({
      source: [status],
      env: { status: { GREETING: "hello" } },
      runCommand: shellCommandRunner(),
    });
    const activation = await host.activate("status", "$(touch /tmp/never)", host.conversation());
    const content = activation.kind === "activated" ? activation.content : "";
    expect(content).toContain("Branch: hello from /tmp");
    expect(content).toContain("Args: $(touch /tmp/never)");
  });

  it("reports a failing command in the content instead of failing the activation", async () => {
    const failing = skillFrom(skillMd("failing", ["description: Fails."], "Out: !`exit 3`"));
    const host = await createSkillHost({ source: [failing], runCommand: shellCommandRunner({ timeoutMs: 5_000 }) });
    const activation = await host.activate("failing", "", host.conversation());
    expect(activation.kind === "activated" ? activation.content : "").toMatch(/Out: \[command failed: exit 3: /);
  });
});
