// The Anthropic definitions and blocks against @anthropic-ai/sdk: typed as the SDK's own Tool and
// MessageParam, a conversation that survives a JSON round trip unchanged, and a run through the SDK's
// client against a loopback server that answers with a scripted tool_use (no network).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { writeSkillFolder } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import type { SkillHost } from "../host-types.js";
import { folderSkills } from "../node/index.js";
import { loopbackApi } from "../../test/loopback-api.js";
import {
  activeOverride,
  checkToolUse,
  handleToolUse,
  skillToolDefinitions,
  toolResultMessage,
  type SkillToolResult,
} from "./index.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-anthropic-"));

const writeSkill = (
  name: string,
  frontmatter: readonly string[],
  body: string,
  files: Readonly<Record<string, string>> = {},
): string => writeSkillFolder(root, name, frontmatter, body, files);

writeSkill(
  "pdf",
  ["description: Fill and read PDF forms.", "disallowed-tools: delete_file", "model: claude-haiku-4-5"],
  "Fill the form $ARGUMENTS. The field names are in reference/forms.md.",
  { "reference/forms.md": "FORMS-REFERENCE: name, date, signature" },
);
writeSkill("deploy", ["description: Deploy the site.", "disable-model-invocation: true"], "Deploy it.", {
  "checklist.md": "DEPLOY-CHECKLIST",
});

function skillHost(): Promise<SkillHost> {
  return createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
}

/** A loopback Messages API: answers each POST with the next scripted message and keeps the request bodies. */
const api = loopbackApi();
const { requests, replies } = api;
let baseURL = "";

beforeAll(async () => {
  baseURL = await api.start();
});

afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

function message(content: unknown[], stopReason: string): unknown {
  return {
    id: `msg_${String(replies.length)}`,
    type: "message",
    role: "assistant",
    model: "claude-test",
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

describe("@skill-kit/agent/anthropic", () => {
  it("defines the tools as the SDK's own Tool type, the meta-tool's enum holding the model's skills", async () => {
    const host = await skillHost();
    const tools = skillToolDefinitions(host);
    expectTypeOf(tools).toExtend<Anthropic.Messages.Tool[]>();
    expectTypeOf(tools).toExtend<Anthropic.Messages.ToolUnion[]>();
    expect(tools.map((item) => item.name)).toEqual(["skill", "read_skill_resource"]);
    expect(tools[0]?.input_schema.properties).toMatchObject({ name: { enum: ["pdf"] } });
    expect(tools[0]?.description).toBe(host.toolDescription());
  });

  it("answers a tool_use in two messages, once, and the conversation survives a JSON round trip", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const toolUse: Anthropic.Messages.ToolUseBlockParam = {
      type: "tool_use",
      id: "toolu_1",
      name: "skill",
      input: { name: "pdf", arguments: "tax.pdf" },
    };
    const first = await handleToolUse(host, conversation, toolUse);
    const again = await handleToolUse(host, conversation, { ...toolUse, id: "toolu_2" });
    const read = await handleToolUse(host, conversation, {
      type: "tool_use",
      id: "toolu_3",
      name: "read_skill_resource",
      input: { skill: "pdf", path: "../deploy/SKILL.md" },
    });
    expect(first?.toolResult.content).toContain('The "pdf" skill is loading');
    expect(first?.after).toHaveLength(1);
    expect(first?.after[0]?.text).toMatch(/^<skill_content name="pdf"/);
    expect(again?.after).toEqual([]);
    expect(again?.toolResult.content).toContain("already loaded");
    expect(read?.toolResult.is_error).toBe(true);
    // A user-only skill's files are readable once the user ran it, not before.
    const readDeploy = (id: string) =>
      handleToolUse(host, conversation, {
        type: "tool_use",
        id,
        name: "read_skill_resource",
        input: { skill: "deploy", path: "checklist.md" },
      });
    const before = (await readDeploy("toolu_5"))?.toolResult;
    expect(before?.is_error).toBe(true);
    expect(before?.content).toMatch(/^no loaded skill is named "deploy"; files can be read of: pdf$/);
    await host.activateAsUser("deploy", "", conversation);
    expect((await readDeploy("toolu_6"))?.toolResult).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_6",
      content: "DEPLOY-CHECKLIST",
    });
    expect(await handleToolUse(host, conversation, { type: "tool_use", id: "toolu_4", name: "Bash", input: {} })).toBeUndefined();

    const messages: Anthropic.Messages.MessageParam[] = [
      { role: "user", content: "Fill in tax.pdf" },
      { role: "assistant", content: [toolUse] },
      toolResultMessage(first === undefined ? [] : [first]),
    ];
    const roundTripped: unknown = JSON.parse(JSON.stringify(messages));
    expect(roundTripped).toEqual(messages);
    const blocks = messages[2]?.content;
    expect(Array.isArray(blocks) ? blocks.map((block) => block.type) : []).toEqual(["tool_result", "text"]);
  });

  it("runs through the SDK's client: a scripted tool_use parsed by the SDK, and the next request holds the skill once", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const client = new Anthropic({ apiKey: "test-key", baseURL, maxRetries: 0 });
    const tools = skillToolDefinitions(host);
    replies.push(
      message(
        [
          { type: "text", text: "Loading the skill." },
          { type: "tool_use", id: "toolu_1", name: "skill", input: { name: "pdf", arguments: "tax.pdf" } },
          { type: "tool_use", id: "toolu_2", name: "delete_file", input: { path: "tax.pdf" } },
        ],
        "tool_use",
      ),
      message([{ type: "text", text: "Done." }], "end_turn"),
    );
    requests.length = 0;
    const messages: Anthropic.Messages.MessageParam[] = [{ role: "user", content: "Fill in tax.pdf" }];
    const response = await client.messages.create({ model: "claude-test", max_tokens: 1024, tools, messages });
    expect(response.stop_reason).toBe("tool_use");

    const answers: (Anthropic.Messages.ToolResultBlockParam | SkillToolResult)[] = [];
    for (const block of response.content) {
      if (block.type !== "tool_use") continue;
      const skillResult = await handleToolUse(host, conversation, block);
      if (skillResult !== undefined) answers.push(skillResult);
      else {
        const check = checkToolUse(host, conversation, block);
        answers.push(
          check.decision === "deny" ? check.toolResult : { type: "tool_result", tool_use_id: block.id, content: "ran" },
        );
      }
    }
    messages.push({ role: "assistant", content: response.content }, toolResultMessage(answers));
    // The skill's model for the rest of the turn, then the app's own again.
    const model = activeOverride(conversation).model ?? "claude-test";
    const final = await client.messages.create({ model, max_tokens: 1024, tools, messages });
    expect(final.content).toEqual([{ type: "text", text: "Done." }]);
    conversation.endTurn();
    expect(activeOverride(conversation)).toEqual({});

    // What the API received: the tool definitions and the conversation as the SDK's types hold them.
    const sentTools: unknown = JSON.parse(JSON.stringify(tools));
    expect(requests[0]).toMatchObject({ tools: sentTools });
    const sent: unknown = JSON.parse(JSON.stringify({ model: "claude-haiku-4-5", max_tokens: 1024, tools, messages }));
    expect(requests[1]).toEqual(sent);
    expect(JSON.stringify(requests[1]).split('<skill_content name=\\"pdf\\"').length - 1).toBe(1);
    // The answer: both tool_results first (the refusal marked as an error), then the hidden content.
    const answer = messages[2]?.content;
    const summary = (Array.isArray(answer) ? answer : []).map((block) => {
      if (block.type === "tool_result")
        return `${block.type} ${block.tool_use_id}${block.is_error === true ? " error" : ""}: ${typeof block.content === "string" ? (block.content.split("\n")[0] ?? "") : ""}`;
      return block.type === "text" ? `text: ${block.text.split("\n")[1] ?? ""}` : block.type;
    });
    expect(summary).toEqual([
      'tool_result toolu_1: <command-message>The "pdf" skill is loading</command-message>',
      'tool_result toolu_2 error: The tool "delete_file" is not allowed while the skill pdf is active.',
      "text: Fill the form tax.pdf. The field names are in reference/forms.md.",
    ]);
  });
});
