// Code mode's tools through the Anthropic, OpenAI and OpenAI Agents adapters: each offers both tools
// with the `{ code }` schema and answers a call with the result as JSON, or the failure's code.
import { createCodeMode } from "@skill-kit/code-mode";
import { describe, expect, it } from "vitest";
import { codeModeToolDefinitions, handleCodeModeToolUse } from "./anthropic/index.js";
import { runCodeModeCall } from "./code-mode-tools.js";
import { codeModeTools } from "./openai-agents/index.js";
import {
  chatCodeModeTools,
  handleChatCodeModeCall,
  handleResponsesCodeModeCall,
  responsesCodeModeTools,
} from "./openai/index.js";

const codeMode = createCodeMode({
  spec: { paths: { "/pets": {} } },
  clients: { add: (a, b) => Number(a) + Number(b) },
  name: "pets",
});

describe("code mode through the adapters", () => {
  it("offers both tools under the given names with the code schema", () => {
    expect(codeModeToolDefinitions(codeMode).map((item) => [item.name, item.input_schema.required])).toEqual([
      ["pets_search", ["code"]],
      ["pets_execute", ["code"]],
    ]);
    expect(chatCodeModeTools(codeMode).map((item) => item.function.name)).toEqual(["pets_search", "pets_execute"]);
    expect(responsesCodeModeTools(codeMode).map((item) => item.name)).toEqual(["pets_search", "pets_execute"]);
    expect(codeModeTools(codeMode).map((item) => item.name)).toEqual(["pets_search", "pets_execute"]);
  });

  it("answers calls with the result as JSON, failures with their code, and leaves other tools alone", async () => {
    const anthropic = await handleCodeModeToolUse(codeMode, {
      type: "tool_use",
      id: "t1",
      name: "pets_execute",
      input: { code: "return await clients.add(2, 3)" },
    });
    expect(anthropic).toEqual({ type: "tool_result", tool_use_id: "t1", content: '{"result":5,"output":""}' });
    const chat = await handleChatCodeModeCall(codeMode, {
      id: "c1",
      type: "function",
      function: { name: "pets_search", arguments: JSON.stringify({ code: "return Object.keys(spec.paths)" }) },
    });
    expect(chat).toEqual({ role: "tool", tool_call_id: "c1", content: '{"result":["/pets"],"output":""}' });
    const responses = await handleResponsesCodeModeCall(codeMode, {
      type: "function_call",
      call_id: "r1",
      name: "pets_execute",
      arguments: JSON.stringify({ code: "console.log('before'); throw new Error('nope')" }),
    });
    expect(responses?.output).toMatch(/^CODE_MODE_CODE_ERROR: Error: nope[\s\S]*Output before the failure:\nbefore\n$/);
    expect(await runCodeModeCall(codeMode, { name: "other", input: {} })).toBeUndefined();
    expect(await runCodeModeCall(codeMode, { name: "pets_search", input: "not json" })).toEqual({
      text: 'the input must be an object: {"code": <JavaScript>}',
      isError: true,
    });
  });
});
