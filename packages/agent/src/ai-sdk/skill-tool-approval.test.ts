import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateText, jsonSchema, stepCountIs, tool, type ModelMessage } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { answer, toolCalls } from "@skill-kit/test-utils/scripted-model";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSkillFolder } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import { folderSkills } from "../node/index.js";
import { skillPrepareStep, skillToolApproval, skillTools } from "./index.js";

let root = "";
let ran: string[] = [];

const writeSkill = (
  name: string,
  frontmatter: readonly string[],
  body: string,
  files: Readonly<Record<string, string>> = {},
): string => writeSkillFolder(root, name, frontmatter, body, files);

const bash = tool({
  description: "Run a shell command.",
  inputSchema: jsonSchema<{ command: string }>({ type: "object", properties: { command: { type: "string" } } }),
  execute: ({ command }) => {
    ran.push(command);
    return `ran ${command}`;
  },
});

beforeEach(() => {
  ran = [];
  root = mkdtempSync(join(tmpdir(), "skill-kit-ai-sdk-approval-"));
  writeSkill("git-status", ["description: Report the working tree.", 'allowed-tools: "Bash(git status *)"'], "Run git status.");
  writeSkill("readonly", ["description: Look, do not touch.", "disallowed-tools: Bash"], "Only read files.");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function setUp() {
  const host = await createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
  const conversation = host.conversation();
  const tools = { ...skillTools(host, conversation), Bash: bash };
  return { host, conversation, tools };
}

describe("skillToolApproval", () => {
  it("denies a call to a tool the active skill disallows, through the SDK's approval: it never runs", async () => {
    const { host, conversation, tools } = await setUp();
    const model = new MockLanguageModelV4({
      doGenerate: [toolCalls(["c1", "skill", { name: "readonly" }]), toolCalls(["c2", "Bash", { command: "ls" }]), answer("ok")],
    });
    const result = await generateText({
      model,
      tools,
      toolApproval: skillToolApproval(host, conversation),
      prompt: "Look around",
      stopWhen: stepCountIs(4),
    });
    expect(ran).toEqual([]);
    const denied = result.steps[1]?.content.find((part) => part.type === "tool-approval-response");
    expect(denied).toMatchObject({ approved: false, reason: 'the "readonly" skill disallows Bash' });
    expect(JSON.stringify(model.doGenerateCalls[2]?.prompt)).toContain("execution-denied");
    expect(result.text).toBe("ok");
  });

  it("approves Bash(git status *) without asking while Bash(rm *) asks; the approval round trip keeps the turn", async () => {
    const { host, conversation, tools } = await setUp();
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCalls(["c1", "skill", { name: "git-status" }]),
        toolCalls(["c2", "Bash", { command: "git status --short" }], ["c3", "Bash", { command: "rm -rf build" }]),
        toolCalls(["c4", "Bash", { command: "git status --porcelain" }]),
        answer("clean"),
      ],
    });
    const settings = {
      model,
      tools,
      toolApproval: skillToolApproval(host, conversation),
      prepareStep: skillPrepareStep(host, conversation, { tools }),
      stopWhen: stepCountIs(5),
    };
    const prompt: ModelMessage[] = [{ role: "user", content: "Clean up" }];
    const first = await generateText({ ...settings, messages: prompt });
    expect(ran).toEqual(["git status --short"]);
    const request = first.content.find((part) => part.type === "tool-approval-request" && part.isAutomatic !== true);
    expect(request?.type === "tool-approval-request" ? request.toolCall.input : undefined).toEqual({ command: "rm -rf build" });
    if (request?.type !== "tool-approval-request") return;

    // The user approves: the same turn goes on, so the skill's allowance still holds.
    const answered: ModelMessage[] = [
      ...prompt,
      ...first.responseMessages,
      { role: "tool", content: [{ type: "tool-approval-response", approvalId: request.approvalId, approved: true }] },
    ];
    const second = await generateText({ ...settings, messages: answered });
    expect(ran).toEqual(["git status --short", "rm -rf build", "git status --porcelain"]);
    expect(second.text).toBe("clean");
  });

  it("leaves calls no skill speaks about to the app's choice", async () => {
    const { host, conversation, tools } = await setUp();
    const model = new MockLanguageModelV4({ doGenerate: [toolCalls(["c1", "Bash", { command: "ls" }]), answer("listed")] });
    const result = await generateText({
      model,
      tools,
      toolApproval: skillToolApproval(host, conversation, { ask: "not-applicable" }),
      prompt: "List",
      stopWhen: stepCountIs(3),
    });
    expect(ran).toEqual(["ls"]);
    expect(result.text).toBe("listed");
  });
});
