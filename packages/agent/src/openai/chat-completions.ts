// The skill tools for the Chat Completions API: `ChatCompletionTool` definitions and the `tool`
// message answering a call. An activation's two messages travel in that tool message as two text
// parts (the visible message, then the hidden skill content), so every call keeps its one answer.
import type {
  ChatCompletionContentPartText,
  ChatCompletionFunctionTool,
  ChatCompletionMessageToolCall,
  ChatCompletionToolMessageParam,
} from "openai/resources/chat/completions";
import type { Conversation, SkillHost } from "../host-types.js";
import {
  isSkillTool,
  refusalText,
  runSkillToolCall,
  skillToolSpecs,
  toolCallDecision,
  type SkillToolOutcome,
} from "../skill-tool-calls.js";

/** The meta-tool, the reader and (with workflow skills) `advance`, for `chat.completions.create({ tools })`. */
export function chatSkillTools(host: SkillHost): ChatCompletionFunctionTool[] {
  return skillToolSpecs(host).map((spec) => ({
    type: "function",
    function: {
      name: spec.name,
      description: spec.description,
      parameters: { ...spec.parameters, required: [...spec.parameters.required] },
      strict: spec.strict,
    },
  }));
}

function parts(outcome: SkillToolOutcome): string | ChatCompletionContentPartText[] {
  if (outcome.kind === "text") return outcome.text;
  return [
    { type: "text", text: outcome.visible },
    { type: "text", text: outcome.content },
  ];
}

/** Answers a call of a skill tool with its `tool` message; undefined for the app's own tools. */
export async function handleChatToolCall(
  host: SkillHost,
  conversation: Conversation,
  call: ChatCompletionMessageToolCall,
): Promise<ChatCompletionToolMessageParam | undefined> {
  if (call.type !== "function" || !isSkillTool(call.function.name)) return undefined;
  const outcome = await runSkillToolCall(host, conversation, { name: call.function.name, input: call.function.arguments });
  return { role: "tool", tool_call_id: call.id, content: parts(outcome) };
}

/**
 * For a call of the app's own tool: "allow" (pre-approved by an active skill), "ask" (the app's policy
 * decides) or "deny" with the `tool` message that refuses it.
 */
export function checkChatToolCall(
  host: SkillHost,
  conversation: Conversation,
  call: ChatCompletionMessageToolCall,
): { readonly decision: "allow" | "ask" } | { readonly decision: "deny"; readonly message: ChatCompletionToolMessageParam } {
  const name = call.type === "function" ? call.function.name : call.custom.name;
  const input = call.type === "function" ? call.function.arguments : call.custom.input;
  const decision = toolCallDecision(host, conversation, { name, input });
  if (decision !== "deny") return { decision };
  return { decision, message: { role: "tool", tool_call_id: call.id, content: refusalText(conversation, name) } };
}
