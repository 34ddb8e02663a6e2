import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsonSchema, simulateReadableStream, stepCountIs, streamText, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSkillHost } from "../create-skill-host.js";
import { folderSkills } from "../node/index.js";
import { skillPrepareStep, skillToolApproval, skillTools } from "./index.js";

type StreamResult = Awaited<ReturnType<MockLanguageModelV4["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer Part> ? Part : never;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function streamed(parts: StreamPart[], reason: "tool-calls" | "stop"): StreamResult {
  return {
    stream: simulateReadableStream({
      chunks: [
        { type: "stream-start", warnings: [] },
        ...parts,
        { type: "finish", usage, finishReason: { unified: reason, raw: undefined } },
      ],
    }),
  };
}

function toolCall(toolCallId: string, toolName: string, input: unknown): StreamResult {
  return streamed([{ type: "tool-call", toolCallId, toolName, input: JSON.stringify(input) }], "tool-calls");
}

function answer(text: string): StreamResult {
  return streamed(
    [
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: text },
      { type: "text-end", id: "t" },
    ],
    "stop",
  );
}

let root = "";

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "skill-kit-ai-sdk-stream-"));
  mkdirSync(join(root, "git-status"));
  writeFileSync(
    join(root, "git-status", "SKILL.md"),
    [
      "---",
      "name: git-status",
      "description: Report the working tree.",
      'allowed-tools: "Bash(git status *)"',
      "---",
      "STATUS-BODY-MARKER: run git status.",
      "",
    ].join("\n"),
  );
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("skillTools in streamText", () => {
  it("activates a skill, injects its content once and runs the call it pre-approves", async () => {
    const host = await createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
    const conversation = host.conversation();
    const ran: string[] = [];
    const bash = tool({
      description: "Run a shell command.",
      inputSchema: jsonSchema<{ command: string }>({ type: "object", properties: { command: { type: "string" } } }),
      execute: ({ command }) => {
        ran.push(command);
        return "clean";
      },
    });
    const tools = { ...skillTools(host, conversation), Bash: bash };
    const model = new MockLanguageModelV4({
      doStream: [
        toolCall("c1", "skill", { name: "git-status" }),
        toolCall("c2", "Bash", { command: "git status --short" }),
        answer("The tree is clean."),
      ],
    });
    const result = streamText({
      model,
      tools,
      prepareStep: skillPrepareStep(host, conversation, { tools }),
      toolApproval: skillToolApproval(host, conversation),
      prompt: "Is my tree clean?",
      stopWhen: stepCountIs(4),
    });
    expect(await result.text).toBe("The tree is clean.");
    expect(ran).toEqual(["git status --short"]);
    const prompt = JSON.stringify(model.doStreamCalls[2]?.prompt);
    expect(prompt.split("STATUS-BODY-MARKER").length - 1).toBe(1);
    expect(prompt).toContain("skill is loading");
  });
});
