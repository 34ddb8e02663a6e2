import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSkillHost } from "./create-skill-host.js";
import type { WorkflowQuestion } from "./types.js";
import { workflowSkill } from "./workflows/workflow-skill.js";

// A run that asks the model first, then asks the user to confirm.
const release = skill({ name: "release", description: "Cut a release", entry: "notes" })
  .step("notes", { prompt: "Write the release notes.", response: type({ notes: "string > 0" }), next: "sure" })
  .step("sure", {
    prompt: ({ act }) => act.confirm({ message: "Publish it?", defaultAnswer: "no", destructive: true }),
    response: type({ approved: "boolean" }),
    next: terminal,
  })
  .build();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "agent-answers-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("workflow questions in the host", () => {
  it("go to onQuestion when the app gives one, and the model reads what the user answered", async () => {
    const asked: WorkflowQuestion[] = [];
    const host = await createSkillHost({
      source: [workflowSkill(release, { sessionDir: join(dir, "sessions") })],
      onQuestion: (question) => {
        asked.push(question);
        return Promise.resolve(true);
      },
    });
    const conversation = host.conversation();
    const activation = await host.activate("release", "", conversation);
    if (activation.kind !== "activated" || activation.workflow === undefined) throw new Error("expected a workflow run");
    expect(activation.workflow).toMatchObject({ status: "prompt", step: "notes" });
    expect(asked).toEqual([]);
    const result = await host.advance(conversation, {
      skill: "release",
      session: activation.workflow.session,
      step: "notes",
      output: { notes: "Faster." },
    });
    expect(asked.map((question) => [question.step, question.question])).toEqual([
      ["sure", { kind: "confirm", message: "Publish it?", defaultAnswer: false, destructive: true }],
    ]);
    expect(result).toMatchObject({ status: "done", answered: [{ step: "sure", output: { approved: true } }] });
  });

  it("stay with the model without onQuestion, and when the app declines", async () => {
    for (const onQuestion of [undefined, () => Promise.resolve(undefined)]) {
      const host = await createSkillHost({
        source: [workflowSkill(release, { sessionDir: join(dir, "sessions") })],
        ...(onQuestion === undefined ? {} : { onQuestion }),
      });
      const conversation = host.conversation();
      const activation = await host.activate("release", "", conversation);
      const session = activation.kind === "activated" ? (activation.workflow?.session ?? "") : "";
      const result = await host.advance(conversation, { skill: "release", session, step: "notes", output: { notes: "x" } });
      expect(result).toMatchObject({ status: "prompt", step: "sure" });
      expect(result.answered).toBeUndefined();
    }
  });
});
