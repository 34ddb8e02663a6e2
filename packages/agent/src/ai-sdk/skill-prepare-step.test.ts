import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateText, stepCountIs, tool, jsonSchema, ToolLoopAgent } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { answer, toolCall } from "@skill-kit/test-utils/scripted-model";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSkillFolder } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import { folderSkills } from "../node/index.js";
import { skillPrepareStep, skillTools } from "./index.js";

let root = "";

const writeSkill = (
  name: string,
  frontmatter: readonly string[],
  body: string,
  files: Readonly<Record<string, string>> = {},
): string => writeSkillFolder(root, name, frontmatter, body, files);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "skill-kit-ai-sdk-step-"));
  writeSkill("quick", ["description: Answer quickly.", "model: other-model", "effort: low"], "Answer in one line.");
  writeSkill("readonly", ["description: Look, do not touch.", "disallowed-tools: Bash"], "Only read files.");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function hostOverFolder() {
  return createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
}

describe("skillPrepareStep", () => {
  it("switches a ToolLoopAgent to the skill's model for the following step, and back on the next turn", async () => {
    const host = await hostOverFolder();
    const conversation = host.conversation();
    const main = new MockLanguageModelV4({
      modelId: "main-model",
      doGenerate: [toolCall("skill", { name: "quick" }), answer("from main")],
    });
    const other = new MockLanguageModelV4({ modelId: "other-model", doGenerate: [answer("from other")] });
    const agent = new ToolLoopAgent({
      model: main,
      tools: skillTools(host, conversation),
      prepareStep: skillPrepareStep(host, conversation, { models: (id) => (id === "other-model" ? other : undefined) }),
    });
    const first = await agent.generate({ prompt: "Be quick" });
    expect(first.text).toBe("from other");
    expect(first.steps.map((step) => step.model.modelId)).toEqual(["main-model", "other-model"]);
    expect(other.doGenerateCalls[0]?.reasoning).toBe("low");
    expect(main.doGenerateCalls[0]?.reasoning).toBeUndefined();

    const second = await agent.generate({ prompt: "Now take your time" });
    expect(second.text).toBe("from main");
    expect(second.steps.map((step) => step.model.modelId)).toEqual(["main-model"]);
    expect(main.doGenerateCalls).toHaveLength(2);
    expect(other.doGenerateCalls).toHaveLength(1);
    expect(conversation.modifiers).toEqual([]);
  });

  it("takes a tool the skill disallows out of the following steps' tools; a call to it anyway never runs", async () => {
    const host = await hostOverFolder();
    const conversation = host.conversation();
    const ran: string[] = [];
    const bash = tool({
      description: "Run a shell command.",
      inputSchema: jsonSchema<{ command: string }>({ type: "object", properties: { command: { type: "string" } } }),
      execute: ({ command }) => {
        ran.push(command);
        return "ran";
      },
    });
    const tools = { ...skillTools(host, conversation), Bash: bash };
    const model = new MockLanguageModelV4({
      doGenerate: [toolCall("skill", { name: "readonly" }), toolCall("Bash", { command: "ls" }), answer("done")],
    });
    const result = await generateText({
      model,
      tools,
      prepareStep: skillPrepareStep(host, conversation, { tools }),
      prompt: "Look around",
      stopWhen: stepCountIs(4),
    });
    const offered = model.doGenerateCalls.map((call) => (call.tools ?? []).map((item) => item.name).sort());
    expect(offered[0]).toEqual(["Bash", "read_skill_resource", "skill"]);
    expect(offered[1]).toEqual(["read_skill_resource", "skill"]);
    expect(ran).toEqual([]);
    expect(result.steps[1]?.content.some((part) => part.type === "tool-error" && part.toolName === "Bash")).toBe(true);
  });
});
