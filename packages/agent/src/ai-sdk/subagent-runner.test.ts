import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { answer, toolCalls } from "@skill-kit/test-utils/scripted-model";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSkillHost } from "../create-skill-host.js";
import { folderSkills } from "../node/index.js";
import { skillPrepareStep, skillTools, subagentRunner } from "./index.js";

let root = "";
let ran: string[] = [];

function commandTool(name: string) {
  return tool({
    description: `${name} a command.`,
    inputSchema: jsonSchema<{ command: string }>({ type: "object", properties: { command: { type: "string" } } }),
    execute: ({ command }) => {
      ran.push(`${name}: ${command}`);
      return `${name} ok`;
    },
  });
}

beforeEach(() => {
  ran = [];
  root = mkdtempSync(join(tmpdir(), "skill-kit-ai-sdk-fork-"));
  mkdirSync(join(root, "review"));
  writeFileSync(
    join(root, "review", "SKILL.md"),
    [
      "---",
      "name: review",
      "description: Review a change in a sub-agent.",
      "context: fork",
      'allowed-tools: "Bash(git diff *)"',
      "---",
      "REVIEW-BODY-MARKER: review $ARGUMENTS and report.",
      "",
    ].join("\n"),
  );
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("subagentRunner", () => {
  it("runs a context: fork skill as a ToolLoopAgent with only its allowed tools; its answer is the parent's tool output", async () => {
    const sub = new MockLanguageModelV4({
      modelId: "sub-model",
      doGenerate: [
        toolCalls(["s1", "Bash", { command: "git diff HEAD~1" }]),
        toolCalls(["s2", "Bash", { command: "git push --force" }]),
        answer("REVIEW-RESULT: one typo"),
      ],
    });
    const host = await createSkillHost({
      source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }),
      runSubagent: subagentRunner({ model: sub, tools: { Bash: commandTool("Bash"), Write: commandTool("Write") } }),
    });
    const conversation = host.conversation();
    const parent = new MockLanguageModelV4({
      modelId: "parent-model",
      doGenerate: [toolCalls(["p1", "skill", { name: "review", arguments: "the last commit" }]), answer("Reviewed.")],
    });
    const result = await generateText({
      model: parent,
      tools: skillTools(host, conversation),
      prepareStep: skillPrepareStep(host, conversation),
      prompt: "Review my last commit",
      stopWhen: stepCountIs(3),
    });

    const first = sub.doGenerateCalls[0];
    const system = first?.prompt.find((message) => message.role === "system");
    expect(system?.content).toContain("REVIEW-BODY-MARKER: review the last commit and report.");
    expect(JSON.stringify(first?.prompt.filter((message) => message.role === "user"))).toContain("the last commit");
    expect((first?.tools ?? []).map((item) => item.name)).toEqual(["Bash"]);
    expect(ran).toEqual(["Bash: git diff HEAD~1"]);
    expect(JSON.stringify(sub.doGenerateCalls[2]?.prompt)).toContain("execution-denied");

    expect(result.steps[0]?.toolResults[0]?.output).toMatchObject({
      kind: "forked",
      skill: "review",
      output: "REVIEW-RESULT: one typo",
    });
    const parentPrompt = JSON.stringify(parent.doGenerateCalls[1]?.prompt);
    expect(parentPrompt).toContain("REVIEW-RESULT: one typo");
    expect(parentPrompt).not.toContain("REVIEW-BODY-MARKER");
    expect(result.text).toBe("Reviewed.");
  });
});
