import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsonSchema, tool, ToolLoopAgent, type ModelMessage } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { answer, toolCalls } from "@skill-kit/test-utils/scripted-model";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSkillHost } from "../create-skill-host.js";
import { folderSkills } from "../node/index.js";
import { skillPrepareStep, skillToolApproval, skillTools, startUserTurn } from "./index.js";

let root = "";
let ran: string[] = [];

beforeEach(() => {
  ran = [];
  root = mkdtempSync(join(tmpdir(), "skill-kit-ai-sdk-user-"));
  mkdirSync(join(root, "deploy"));
  writeFileSync(
    join(root, "deploy", "SKILL.md"),
    [
      "---",
      "name: deploy",
      "description: Deploy the site.",
      "disable-model-invocation: true",
      "model: deploy-model",
      'allowed-tools: "Bash(git push *)"',
      "---",
      "DEPLOY-BODY-MARKER: push $ARGUMENTS.",
      "",
    ].join("\n"),
  );
  writeFileSync(join(root, "deploy", "checklist.md"), "CHECKLIST-MARKER");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("startUserTurn", () => {
  it("activates a user-only skill from /name args; its model, allowed tools and files hold from the turn's first step", async () => {
    const host = await createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
    const conversation = host.conversation();
    const main = new MockLanguageModelV4({ modelId: "main-model", doGenerate: [answer("you are welcome")] });
    const deployModel = new MockLanguageModelV4({
      modelId: "deploy-model",
      doGenerate: [
        toolCalls(["d0", "read_skill_resource", { skill: "deploy", path: "checklist.md" }]),
        toolCalls(["d1", "Bash", { command: "git push origin staging" }]),
        answer("pushed"),
      ],
    });
    const bash = tool({
      description: "Run a shell command.",
      inputSchema: jsonSchema<{ command: string }>({ type: "object", properties: { command: { type: "string" } } }),
      execute: ({ command }) => {
        ran.push(command);
        return "ok";
      },
    });
    const tools = { ...skillTools(host, conversation), Bash: bash };
    const agent = new ToolLoopAgent({
      model: main,
      tools,
      prepareStep: skillPrepareStep(host, conversation, {
        tools,
        models: (id) => (id === "deploy-model" ? deployModel : undefined),
      }),
      toolApproval: skillToolApproval(host, conversation),
    });

    const history: ModelMessage[] = [];
    const turn = await startUserTurn(host, conversation, "/deploy staging");
    expect(turn.activation?.kind).toBe("activated");
    history.push(...turn.messages);
    const first = await agent.generate({ messages: history });
    expect(first.text).toBe("pushed");
    expect(ran).toEqual(["git push origin staging"]);
    expect(first.steps.map((step) => step.model.modelId)).toEqual(["deploy-model", "deploy-model", "deploy-model"]);
    expect(JSON.stringify(deployModel.doGenerateCalls[1]?.prompt)).toContain("CHECKLIST-MARKER");
    const prompt = JSON.stringify(deployModel.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain("DEPLOY-BODY-MARKER: push staging.");
    expect(prompt).toContain("<command-name>deploy</command-name>");

    history.push(...first.responseMessages, ...(await startUserTurn(host, conversation, "thanks")).messages);
    const second = await agent.generate({ messages: history });
    expect(second.text).toBe("you are welcome");
    expect(second.steps.map((step) => step.model.modelId)).toEqual(["main-model"]);
    expect(conversation.modifiers).toEqual([]);
  });
});
