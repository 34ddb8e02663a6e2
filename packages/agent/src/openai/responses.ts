// The skill tools for the Responses API: function tool definitions and the `function_call_output`
// item answering a call. An activation's two messages travel in that output as two `input_text`
// parts (the visible message, then the hidden skill content), as the OpenAI Agents adapter sends them.
import type {
  FunctionTool,
  ResponseFunctionCallOutputItemList,
  ResponseFunctionToolCall,
  ResponseInputItem,
} from "openai/resources/responses/responses";
import type { Conversation, SkillHost } from "../host-types.js";
import {
  isSkillTool,
  refusalText,
  runSkillToolCall,
  skillToolSpecs,
  toolCallDecision,
  type SkillToolOutcome,
} from "../skill-tool-calls.js";

/** The meta-tool, the reader and (with workflow skills) `advance`, for `responses.create({ tools })`. */
export function responsesSkillTools(host: SkillHost): FunctionTool[] {
  return skillToolSpecs(host).map((spec) => ({
    type: "function",
    name: spec.name,
    description: spec.description,
    parameters: { ...spec.parameters, required: [...spec.parameters.required] },
    strict: spec.strict,
  }));
}

function output(outcome: SkillToolOutcome): string | ResponseFunctionCallOutputItemList {
  if (outcome.kind === "text") return outcome.text;
  return [
    { type: "input_text", text: outcome.visible },
    { type: "input_text", text: outcome.content },
  ];
}

/** Answers a `function_call` of a skill tool with its `function_call_output`; undefined for the app's own tools. */
export async function handleResponsesToolCall(
  host: SkillHost,
  conversation: Conversation,
  call: ResponseFunctionToolCall,
): Promise<ResponseInputItem.FunctionCallOutput | undefined> {
  if (!isSkillTool(call.name)) return undefined;
  const outcome = await runSkillToolCall(host, conversation, { name: call.name, input: call.arguments });
  return { type: "function_call_output", call_id: call.call_id, output: output(outcome) };
}

/**
 * For a `function_call` of the app's own tool: "allow" (pre-approved by an active skill), "ask" (the
 * app's policy decides) or "deny" with the `function_call_output` that refuses it.
 */
export function checkResponsesToolCall(
  host: SkillHost,
  conversation: Conversation,
  call: ResponseFunctionToolCall,
): { readonly decision: "allow" | "ask" } | { readonly decision: "deny"; readonly output: ResponseInputItem.FunctionCallOutput } {
  const decision = toolCallDecision(host, conversation, { name: call.name, input: call.arguments });
  if (decision !== "deny") return { decision };
  return {
    decision,
    output: { type: "function_call_output", call_id: call.call_id, output: refusalText(conversation, call.name) },
  };
}
