// The active skills' `allowed-tools` and `disallowed-tools` on the app's own @openai/agents function
// tools, through the library's mechanisms: `needsApproval` (pre-approved calls need none) and a tool
// input guardrail that rejects a disallowed call with a message the model sees.
import {
  defineToolInputGuardrail,
  ToolGuardrailFunctionOutputFactory,
  type FunctionTool,
  type ToolInputParameters,
} from "@openai/agents";
import type { Conversation, SkillHost } from "../host-types.js";
import { refusalText, toolCallDecision } from "../skill-tool-calls.js";
import type { ToolDecision } from "../types.js";

export interface GuardToolOptions {
  readonly host: SkillHost;
  /** The conversation whose active skills' rules apply. */
  readonly conversation: Conversation;
  /** The name rules match (default the tool's own), e.g. `Bash` for a tool named `run_shell`. */
  readonly name?: string;
}

/**
 * The tool, decorated: a call an active skill allows runs without approval, a call it disallows is
 * refused (the model gets the refusal as the tool's output), any other call keeps the tool's own
 * `needsApproval`.
 */
export function guardTool<Context, Parameters extends ToolInputParameters, Result>(
  tool: FunctionTool<Context, Parameters, Result>,
  options: GuardToolOptions,
): FunctionTool<Context, Parameters, Result> {
  const { host, conversation } = options;
  const name = options.name ?? tool.name;
  const decide = (input: unknown): ToolDecision => toolCallDecision(host, conversation, { name, input });
  const refusal = defineToolInputGuardrail<Context>({
    name: "skill_tool_policy",
    run: ({ toolCall }) => {
      const denied = decide(toolCall.arguments) === "deny";
      return Promise.resolve(
        denied
          ? ToolGuardrailFunctionOutputFactory.rejectContent(refusalText(conversation, tool.name))
          : ToolGuardrailFunctionOutputFactory.allow(),
      );
    },
  });
  return {
    ...tool,
    needsApproval: (context, input, callId) =>
      decide(input) === "ask" ? tool.needsApproval(context, input, callId) : Promise.resolve(false),
    inputGuardrails: [...(tool.inputGuardrails ?? []), refusal],
  };
}
