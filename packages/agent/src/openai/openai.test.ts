// The Chat Completions and Responses tools against the `openai` SDK: typed as its own tool and
// message types, conversations that survive a JSON round trip, and runs through its client against a
// loopback server answering with scripted tool calls (no network).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";
import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import type { ResponseInputItem, Tool } from "openai/resources/responses/responses";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { writeSkillFolder } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import type { SkillHost } from "../host-types.js";
import { folderSkills } from "../node/index.js";
import { loopbackApi } from "../../test/loopback-api.js";
import {
  chatSkillTools,
  checkChatToolCall,
  checkResponsesToolCall,
  handleChatToolCall,
  handleResponsesToolCall,
  responsesSkillTools,
} from "./index.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-openai-"));

const writeSkill = (
  name: string,
  frontmatter: readonly string[],
  body: string,
  files: Readonly<Record<string, string>> = {},
): string => writeSkillFolder(root, name, frontmatter, body, files);

writeSkill(
  "pdf",
  ["description: Fill and read PDF forms.", "disallowed-tools: delete_file"],
  "Fill the form $ARGUMENTS. The field names are in reference/forms.md.",
  { "reference/forms.md": "FORMS-REFERENCE: name, date, signature" },
);
writeSkill("deploy", ["description: Deploy the site.", "disable-model-invocation: true"], "Deploy it.");

function skillHost(): Promise<SkillHost> {
  return createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
}

/** A loopback OpenAI API: answers each POST with the next scripted body and keeps the request bodies. */
const api = loopbackApi();
const { requests, replies } = api;
let baseURL = "";

beforeAll(async () => {
  baseURL = `${await api.start()}/v1`;
});

afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

function client(): OpenAI {
  return new OpenAI({ apiKey: "test-key", baseURL, maxRetries: 0 });
}

function completion(message: unknown, finishReason: string): unknown {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "gpt-test",
    choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function response(output: unknown[]): unknown {
  return {
    id: "resp_1",
    object: "response",
    created_at: 1_700_000_000,
    status: "completed",
    model: "gpt-test",
    output,
    parallel_tool_calls: true,
    tool_choice: "auto",
    tools: [],
    error: null,
    incomplete_details: null,
    instructions: null,
    metadata: {},
    temperature: 1,
    top_p: 1,
    usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
  };
}

/** How often the pdf skill's content appears in a request body. */
function contentCount(body: unknown): number {
  return JSON.stringify(body).split('<skill_content name=\\"pdf\\"').length - 1;
}

describe("@skill-kit/agent/openai", () => {
  it("defines Chat Completions and Responses function tools as the SDK's own types", async () => {
    const host = await skillHost();
    const chat = chatSkillTools(host);
    const responses = responsesSkillTools(host);
    expectTypeOf(chat).toExtend<ChatCompletionTool[]>();
    expectTypeOf(responses).toExtend<Tool[]>();
    expect(chat.map((item) => [item.function.name, item.function.strict])).toEqual([
      ["skill", true],
      ["read_skill_resource", true],
    ]);
    expect(chat[0]?.function.parameters).toMatchObject({ properties: { name: { enum: ["pdf"] } } });
    expect(responses.map((item) => item.name)).toEqual(["skill", "read_skill_resource"]);
    expect(responses[0]?.description).toBe(host.toolDescription());
  });

  it("runs Chat Completions through the client: the tool message carries the visible message, then the content, once", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const tools = chatSkillTools(host);
    replies.push(
      completion(
        {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: [
            { id: "call_1", type: "function", function: { name: "skill", arguments: '{"name":"pdf","arguments":"tax.pdf"}' } },
            { id: "call_2", type: "function", function: { name: "delete_file", arguments: '{"path":"tax.pdf"}' } },
          ],
        },
        "tool_calls",
      ),
      completion({ role: "assistant", content: "Done.", refusal: null }, "stop"),
    );
    requests.length = 0;
    const messages: ChatCompletionMessageParam[] = [{ role: "user", content: "Fill in tax.pdf" }];
    const first = await client().chat.completions.create({ model: "gpt-test", messages, tools });
    const assistant = first.choices[0]?.message;
    expect(assistant?.tool_calls).toHaveLength(2);
    messages.push({ role: "assistant", content: assistant?.content ?? null, tool_calls: assistant?.tool_calls ?? [] });
    for (const call of assistant?.tool_calls ?? []) {
      const answer = await handleChatToolCall(host, conversation, call);
      const check = checkChatToolCall(host, conversation, call);
      messages.push(
        answer ?? (check.decision === "deny" ? check.message : { role: "tool", tool_call_id: call.id, content: "ran" }),
      );
    }
    const second = await client().chat.completions.create({ model: "gpt-test", messages, tools });
    expect(second.choices[0]?.message.content).toBe("Done.");

    const sent: unknown = JSON.parse(JSON.stringify({ model: "gpt-test", messages, tools }));
    expect(requests[1]).toEqual(sent);
    expect(JSON.parse(JSON.stringify(messages))).toEqual(messages);
    expect(contentCount(requests[1])).toBe(1);
    const toolMessages = messages.flatMap((item) => (item.role === "tool" ? [item] : []));
    expect(
      toolMessages.map((item) =>
        typeof item.content === "string" ? [item.content] : item.content.map((part) => part.text.split("\n")[0]),
      ),
    ).toEqual([
      ['<command-message>The "pdf" skill is loading</command-message>', `<skill_content name="pdf" dir="${join(root, "pdf")}">`],
      ['The tool "delete_file" is not allowed while the skill pdf is active.'],
    ]);
    // A second activation answers with a note, not the content again.
    const again = await handleChatToolCall(host, conversation, {
      id: "call_3",
      type: "function",
      function: { name: "skill", arguments: '{"name":"pdf","arguments":""}' },
    });
    expect(again?.content).toContain("already loaded");
  });

  it("runs the Responses API through the client: function_call_output with two input_text parts, and a confined read", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const tools = responsesSkillTools(host);
    replies.push(
      response([
        {
          type: "function_call",
          id: "fc_1",
          call_id: "call_1",
          name: "skill",
          arguments: '{"name":"pdf","arguments":"tax.pdf"}',
          status: "completed",
        },
        {
          type: "function_call",
          id: "fc_2",
          call_id: "call_2",
          name: "read_skill_resource",
          arguments: '{"skill":"pdf","path":"reference/forms.md"}',
          status: "completed",
        },
        {
          type: "function_call",
          id: "fc_3",
          call_id: "call_3",
          name: "delete_file",
          arguments: '{"path":"tax.pdf"}',
          status: "completed",
        },
      ]),
      response([
        {
          type: "message",
          id: "msg_1",
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: "Done.", annotations: [] }],
        },
      ]),
    );
    requests.length = 0;
    const input: ResponseInputItem[] = [{ role: "user", content: "Fill in tax.pdf" }];
    const first = await client().responses.create({ model: "gpt-test", input, tools });
    const calls = first.output.flatMap((item) => (item.type === "function_call" ? [item] : []));
    expect(calls.map((call) => call.name)).toEqual(["skill", "read_skill_resource", "delete_file"]);
    input.push(...calls);
    for (const call of calls) {
      const answer = await handleResponsesToolCall(host, conversation, call);
      const check = checkResponsesToolCall(host, conversation, call);
      input.push(
        answer ??
          (check.decision === "deny" ? check.output : { type: "function_call_output", call_id: call.call_id, output: "ran" }),
      );
    }
    const second = await client().responses.create({ model: "gpt-test", input, tools });
    expect(second.output_text).toBe("Done.");

    const sent: unknown = JSON.parse(JSON.stringify({ model: "gpt-test", input, tools }));
    expect(requests[1]).toEqual(sent);
    expect(JSON.parse(JSON.stringify(input))).toEqual(input);
    expect(contentCount(requests[1])).toBe(1);
    const outputs = input.flatMap((item) => (item.type === "function_call_output" ? [item.output] : []));
    const firstLines = outputs.map((output) =>
      typeof output === "string"
        ? [output.split("\n")[0]]
        : output.map((part) => (part.type === "input_text" ? part.text.split("\n")[0] : part.type)),
    );
    expect(firstLines).toEqual([
      ['<command-message>The "pdf" skill is loading</command-message>', `<skill_content name="pdf" dir="${join(root, "pdf")}">`],
      ["FORMS-REFERENCE: name, date, signature"],
      ['The tool "delete_file" is not allowed while the skill pdf is active.'],
    ]);
  });
});
