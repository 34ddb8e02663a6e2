// Runs `context: fork` skills as AI SDK sub-agents: a `ToolLoopAgent` whose instructions are the skill
// content, with only the tools the skill allows (calls outside an argument rule are denied), whose
// final text returns to the parent as the skill tool's output.
import { stepCountIs, ToolLoopAgent, type LanguageModel, type ToolApprovalStatus, type ToolSet } from "ai";
import { callArgument, patternMatches, toolPolicy } from "../tool-patterns.js";
import type { RunSubagent, SubagentRequest, ToolPattern } from "../types.js";

export interface SubagentRunnerOptions {
  /** The sub-agent's model when the skill names none (or `models` cannot resolve it). */
  readonly model: LanguageModel;
  /** Resolves a skill's `model:` to a model. */
  readonly models?: (id: string) => LanguageModel | undefined;
  /** Tools a sub-agent may get: each fork gets those its skill's `allowed-tools` name. */
  readonly tools?: ToolSet;
  /** Steps a sub-agent may take (default 20). */
  readonly maxSteps?: number;
}

/** The task when the skill was called without arguments. */
const defaultTask = "Carry out the task in your instructions and answer with the result.";

/** True when the rule names the tool, whatever its argument part. */
function namesTool(pattern: ToolPattern, tool: string): boolean {
  return patternMatches(
    { source: pattern.source, tool: pattern.tool, ...(pattern.server === undefined ? {} : { server: pattern.server }) },
    { tool },
  );
}

function allowedTools(tools: ToolSet, patterns: readonly ToolPattern[]): ToolSet {
  return Object.fromEntries(Object.entries(tools).filter(([name]) => patterns.some((pattern) => namesTool(pattern, name))));
}

function forkApproval(request: SubagentRequest) {
  const modifiers = [{ skill: request.skill, allowedTools: request.tools, disallowedTools: [], env: request.env }];
  return ({ toolCall }: { readonly toolCall: { readonly toolName: string; readonly input: unknown } }): ToolApprovalStatus => {
    const argument = callArgument(toolCall.input);
    const decision = toolPolicy(modifiers, { tool: toolCall.toolName, ...(argument === undefined ? {} : { argument }) });
    return decision === "allow"
      ? "approved"
      : { type: "denied", reason: `the "${request.skill}" skill does not allow this call (${toolCall.toolName})` };
  };
}

/** A `runSubagent` for `createSkillHost`, built on the AI SDK's `ToolLoopAgent`. */
export function subagentRunner(options: SubagentRunnerOptions): RunSubagent {
  return async (request) => {
    const named = request.model === undefined ? undefined : options.models?.(request.model);
    const agent = new ToolLoopAgent({
      model: named ?? options.model,
      instructions: request.system,
      tools: allowedTools(options.tools ?? {}, request.tools),
      toolApproval: forkApproval(request),
      stopWhen: stepCountIs(options.maxSteps ?? 20),
    });
    const result = await agent.generate({ prompt: request.prompt.trim() === "" ? defaultTask : request.prompt });
    return result.text;
  };
}
