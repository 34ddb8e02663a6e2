// The skill tools for the Anthropic Messages API: tool definitions, and the blocks answering a
// `tool_use`. An activation follows Claude Code's two messages: the `tool_result` carries the short
// visible message, and the hidden skill content follows as a text block of the same user message
// (after every `tool_result` block, where the API wants them), as Claude Code's meta message lands.
import type {
  MessageParam,
  TextBlockParam,
  Tool,
  ToolResultBlockParam,
  ToolUseBlock,
  ToolUseBlockParam,
} from "@anthropic-ai/sdk/resources/messages";
import type { Conversation, SkillHost } from "../host-types.js";
import { isSkillTool, refusalText, runSkillToolCall, skillToolSpecs, toolCallDecision } from "../skill-tool-calls.js";

/** The meta-tool (enum of the model's skills), the reader and (with workflow skills) `advance`, for `messages.create({ tools })`. */
export function skillToolDefinitions(host: SkillHost): Tool[] {
  return skillToolSpecs(host).map((spec) => ({
    name: spec.name,
    description: spec.description,
    input_schema: { ...spec.parameters, required: [...spec.parameters.required] },
  }));
}

/** A skill tool's answer: its `tool_result`, and the blocks that follow every result in the user message. */
export interface SkillToolResult {
  /** Answers the call: for an activation the visible message, else the tool's text (`is_error` on a refusal). */
  readonly toolResult: ToolResultBlockParam;
  /** For an activation: the hidden skill content, once per conversation. Empty otherwise. */
  readonly after: TextBlockParam[];
}

/** Answers a `tool_use` of a skill tool; undefined for the app's own tools. */
export async function handleToolUse(
  host: SkillHost,
  conversation: Conversation,
  toolUse: ToolUseBlock | ToolUseBlockParam,
): Promise<SkillToolResult | undefined> {
  if (!isSkillTool(toolUse.name)) return undefined;
  const outcome = await runSkillToolCall(host, conversation, { name: toolUse.name, input: toolUse.input });
  if (outcome.kind === "activated")
    return {
      toolResult: { type: "tool_result", tool_use_id: toolUse.id, content: outcome.visible },
      after: [{ type: "text", text: outcome.content }],
    };
  return {
    toolResult: {
      type: "tool_result",
      tool_use_id: toolUse.id,
      content: outcome.text,
      ...(outcome.isError ? { is_error: true } : {}),
    },
    after: [],
  };
}

/**
 * The user message answering an assistant turn: every `tool_result` first (the skill tools' and the
 * app's own, in call order as given), then the skill content blocks.
 */
export function toolResultMessage(results: readonly (SkillToolResult | ToolResultBlockParam)[]): MessageParam {
  const answers = results.map((item) => ("toolResult" in item ? item.toolResult : item));
  const after = results.flatMap((item) => ("toolResult" in item ? item.after : []));
  return { role: "user", content: [...answers, ...after] };
}

/**
 * For a `tool_use` of the app's own tool: "allow" (pre-approved by an active skill), "ask" (the app's
 * policy decides) or "deny" with the `tool_result` that refuses it.
 */
export function checkToolUse(
  host: SkillHost,
  conversation: Conversation,
  toolUse: ToolUseBlock | ToolUseBlockParam,
): { readonly decision: "allow" | "ask" } | { readonly decision: "deny"; readonly toolResult: ToolResultBlockParam } {
  const decision = toolCallDecision(host, conversation, { name: toolUse.name, input: toolUse.input });
  if (decision !== "deny") return { decision };
  return {
    decision,
    toolResult: {
      type: "tool_result",
      tool_use_id: toolUse.id,
      content: refusalText(conversation, toolUse.name),
      is_error: true,
    },
  };
}
