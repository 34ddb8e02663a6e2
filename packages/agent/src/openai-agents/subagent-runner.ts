// `context: fork` skills on @openai/agents: the host's `runSubagent` as a clone of the app's agent
// (`agent.clone`) whose instructions are the skill's content, whose tools are only those the skill's
// `allowed-tools` name, and whose model is the skill's when it sets one; its final output returns to
// the parent as the skill tool's output.
import { Runner, type Agent, type Tool } from "@openai/agents";
import { patternMatches } from "../tool-patterns.js";
import type { RunSubagent, ToolPattern } from "../types.js";

export interface SubagentRunnerOptions {
  /** The agent to clone: give it the app's own tools (not the skill tools). */
  readonly agent: Agent;
  /** The runner for the sub-agent's run (a plain `Runner` by default). */
  readonly runner?: Runner;
}

/** True when a rule names the tool (an argument rule such as `Bash(git add *)` names `Bash`). */
function allowed(patterns: readonly ToolPattern[], tool: Tool): boolean {
  return patterns.some((pattern) =>
    patternMatches(
      { source: pattern.source, tool: pattern.tool, ...(pattern.server === undefined ? {} : { server: pattern.server }) },
      { tool: tool.name },
    ),
  );
}

/** A `runSubagent` for `createSkillHost` that runs fork skills as clones of `agent`. */
export function subagentRunner(options: SubagentRunnerOptions): RunSubagent {
  const runner = options.runner ?? new Runner();
  return async (request) => {
    const { agent } = options;
    const child = agent.clone({
      name: `${agent.name}/${request.skill}`,
      instructions: request.system,
      tools: agent.tools.filter((tool) => allowed(request.tools, tool)),
      handoffs: [],
      ...(request.model === undefined ? {} : { model: request.model }),
    });
    const prompt = request.prompt === "" ? `Carry out the ${request.skill} skill.` : request.prompt;
    const result = await runner.run(child, prompt);
    return result.finalOutput ?? "";
  };
}
