// `context: fork` through @openai/agents: the skill runs as a clone of the app's agent with the
// skill's content as instructions, only its allowed tools and its model; the parent reads the answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, Runner, tool } from "@openai/agents";
import { assistantMessage, functionCall, ScriptedModel } from "@openai/agents/testing";
import { describe, expect, it } from "vitest";
import { recordingProvider, strings } from "../../test/agents-provider.js";
import { createSkillHost } from "../create-skill-host.js";
import { folderSkills } from "../node/index.js";
import { skillRunner, skillTools, subagentRunner } from "./index.js";

describe("subagentRunner", () => {
  it("runs a fork skill as a clone of the app's agent: the skill as instructions, only its allowed tools, its model", async () => {
    const forkRoot = mkdtempSync(join(tmpdir(), "skill-kit-openai-agents-fork-"));
    mkdirSync(join(forkRoot, "review"));
    writeFileSync(
      join(forkRoot, "review", "SKILL.md"),
      [
        "---",
        "name: review",
        "description: Review a change.",
        "context: fork",
        "allowed-tools: Read",
        "model: review-model",
        "---",
        "Review $ARGUMENTS carefully.",
      ].join("\n"),
    );
    const model = new ScriptedModel([
      [functionCall("skill", { name: "review", arguments: "PR 12" }, { callId: "call-1" })],
      [assistantMessage("LGTM with two nits.")],
      [assistantMessage("The review says: LGTM with two nits.")],
    ]);
    const { provider, names } = recordingProvider(model);
    const parameters: { type: "object"; properties: Record<string, never>; required: string[]; additionalProperties: false } = {
      type: "object",
      properties: {},
      required: [],
      additionalProperties: false,
    };
    const appTools = [
      tool({ name: "Read", description: "Read a file.", strict: true, parameters, execute: () => "text" }),
      tool({ name: "delete_file", description: "Delete a file.", strict: true, parameters, execute: () => "deleted" }),
    ];
    const base = new Agent({ name: "assistant", instructions: "Help.", model: "base-model", tools: appTools });
    const host = await createSkillHost({
      source: folderSkills({ paths: [forkRoot], onlyPaths: true, eligibility: false }),
      runSubagent: subagentRunner({ agent: base, runner: new Runner({ modelProvider: provider, tracingDisabled: true }) }),
    });
    const conversation = host.conversation();
    const agent = base.clone({ tools: [...skillTools(host, conversation), ...appTools] });
    const result = await skillRunner(conversation, { modelProvider: provider, tracingDisabled: true }).run(agent, "Review PR 12");
    rmSync(forkRoot, { recursive: true, force: true });

    expect(result.finalOutput).toBe("The review says: LGTM with two nits.");
    const child = model.calls[1]?.request;
    expect(child?.systemInstructions).toMatch(/^<skill_content name="review"[^>]*>\nReview PR 12 carefully\./);
    expect(child?.tools.map((item) => item.name)).toEqual(["Read"]);
    expect(names).toEqual(["base-model", "review-model", "base-model"]);
    expect(strings(model.calls[2]?.request.input)).toContain("LGTM with two nits.");
    model.assertComplete();
  });
});
