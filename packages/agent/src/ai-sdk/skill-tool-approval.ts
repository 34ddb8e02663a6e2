// Tool approval from the active skills' `allowed-tools` / `disallowed-tools`, through the AI SDK's own
// mechanism (`toolApproval` of generateText, streamText and ToolLoopAgent): allow → approved without
// asking, deny → denied (the tool never runs; the model sees the refusal), ask → the app's choice.
import type { ToolApprovalStatus } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import { callArgument, patternMatches } from "../tool-patterns.js";
import type { ToolCallInfo } from "../types.js";
import { isSkillTool } from "../skill-tool-calls.js";

export interface SkillToolApprovalOptions {
  /**
   * What a call no active skill pre-approves becomes (default `"user-approval"`: the SDK stops and
   * asks). Give `"not-applicable"` to let such calls run as they would without skills, or a function
   * to keep the app's own policy.
   */
  readonly ask?:
    | ToolApprovalStatus
    | ((call: ToolCallInfo, input: unknown) => ToolApprovalStatus | PromiseLike<ToolApprovalStatus>);
}

/** The tool call as `toolApproval` receives it (only what the policy reads). */
export interface ApprovalRequest {
  readonly toolCall: { readonly toolName: string; readonly input: unknown };
}

export type SkillToolApproval = (request: ApprovalRequest) => Promise<ToolApprovalStatus>;

function denyReason(conversation: Conversation, call: ToolCallInfo): string {
  const by = conversation.modifiers.find((item) => item.disallowedTools.some((pattern) => patternMatches(pattern, call)));
  const rule = by?.disallowedTools.find((pattern) => patternMatches(pattern, call));
  return by === undefined || rule === undefined
    ? `${call.tool} is disallowed while the active skills run`
    : `the "${by.skill}" skill disallows ${rule.source}`;
}

/** A `toolApproval` function for one conversation: the skill tools run freely, other calls by the active skills' rules. */
export function skillToolApproval(
  host: SkillHost,
  conversation: Conversation,
  options: SkillToolApprovalOptions = {},
): SkillToolApproval {
  return async ({ toolCall }) => {
    if (isSkillTool(toolCall.toolName)) return "not-applicable";
    const argument = callArgument(toolCall.input);
    const call: ToolCallInfo = { tool: toolCall.toolName, ...(argument === undefined ? {} : { argument }) };
    const decision = host.toolPolicy(conversation.modifiers, call);
    if (decision === "allow") return "approved";
    if (decision === "deny") return { type: "denied", reason: denyReason(conversation, call) };
    const { ask = "user-approval" } = options;
    return typeof ask === "function" ? ask(call, toolCall.input) : ask;
  };
}
