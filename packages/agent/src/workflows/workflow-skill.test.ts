import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSkillHost } from "../create-skill-host.js";
import { givenSkills } from "../given-skills.js";
import { workflowSkill, workflowSkillText } from "./workflow-skill.js";

const intake = skill({
  name: "intake",
  description: "Take in a new client",
  triggers: ["new client", "onboard"],
  entry: "name",
  model: "claude-haiku-4-5",
  allowedTools: ["Read"],
  argumentHint: "[client]",
})
  .step("name", { prompt: "Ask for the client's name.", response: type({ name: "string > 0" }), next: "done" })
  .step("done", { prompt: "Thank them.", response: type({ ok: "boolean" }), next: terminal })
  .build();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "agent-workflow-skill-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("workflowSkill", () => {
  it("describes itself as its build does: the description with trigger keywords, the author's frontmatter", () => {
    expect(workflowSkillText(intake).split("---")[1]).toBe(
      [
        "",
        "name: intake",
        'description: "Take in a new client. Trigger keywords: new client, onboard"',
        'argument-hint: "[client]"',
        'allowed-tools: ["Read"]',
        'model: "claude-haiku-4-5"',
        "",
      ].join("\n"),
    );
    const { skill: loaded, workflow } = workflowSkill(intake, { sessionDir: join(dir, "sessions") });
    expect(loaded.name).toBe("intake");
    expect(loaded.description).toBe("Take in a new client. Trigger keywords: new client, onboard");
    expect(loaded.claudeCode).toMatchObject({ model: "claude-haiku-4-5", allowedTools: ["Read"], argumentHint: "[client]" });
    expect(loaded.directory).toBeUndefined();
    expect(workflow).toBeDefined();
  });

  it("is listed in the host's catalog; activating it starts a run and the host's advance drives it to done", async () => {
    const host = await createSkillHost({
      source: givenSkills([workflowSkill(intake, { sessionDir: join(dir, "sessions") })]),
    });
    expect(host.modelSkills()).toEqual(["intake"]);
    expect(host.catalog().text).toContain("Take in a new client. Trigger keywords: new client, onboard");
    const conversation = host.conversation();
    const activation = await host.activate("intake", "", conversation);
    if (activation.kind !== "activated") throw new Error(`expected an activation, got ${activation.kind}`);
    const run = activation.workflow;
    expect(run).toMatchObject({ status: "prompt", step: "name" });
    expect(activation.content).toContain("Ask for the client's name.");
    const session = run?.session ?? "";
    expect(conversation.runs.get("intake")).toBe(session);
    const refused = await host.advance(conversation, { skill: "intake", session, step: "name", output: { name: 3 } });
    expect(refused).toMatchObject({ status: "error", retry: true });
    expect(await host.advance(conversation, { skill: "intake", session, step: "name", output: { name: "Ada" } })).toMatchObject({
      step: "done",
    });
    expect(await host.advance(conversation, { skill: "intake", session, step: "done", output: { ok: true } })).toMatchObject({
      status: "done",
      finalOutput: { ok: true },
    });
  });
});
