// The active skills' `Bash(…)` rules on @openai/agents' local shell tool: commands a skill allows
// need no approval (`needsApproval`), a command it disallows is not run and the model reads the
// refusal as the call's output, and other commands keep the tool's own `needsApproval`. A hosted
// shell runs on OpenAI's side and is returned as given.
import type { ShellAction, ShellResult, ShellTool } from "@openai/agents";
import type { Conversation, SkillHost } from "../host-types.js";
import { refusalText } from "../skill-tool-calls.js";
import type { ToolDecision } from "../types.js";

export interface GuardShellToolOptions {
  readonly host: SkillHost;
  /** The conversation whose active skills' rules apply. */
  readonly conversation: Conversation;
  /** The tool name the rules use for commands (default `Bash`, as skills written for Claude Code say). */
  readonly name?: string;
}

/** One verdict for all the action's commands: deny when any is denied, allow when all are allowed. */
function decide(options: GuardShellToolOptions, action: ShellAction): ToolDecision {
  const tool = options.name ?? "Bash";
  const decisions = action.commands.map((command) =>
    options.host.toolPolicy(options.conversation.modifiers, { tool, argument: command }),
  );
  if (decisions.includes("deny")) return "deny";
  return decisions.length > 0 && decisions.every((item) => item === "allow") ? "allow" : "ask";
}

function refusal(options: GuardShellToolOptions): ShellResult {
  const stderr = refusalText(options.conversation, options.name ?? "Bash");
  return { output: [{ stdout: "", stderr, outcome: { type: "exit", exitCode: 1 } }] };
}

/** The shell tool, decorated with the active skills' rules for its commands. */
export function guardShellTool(tool: ShellTool, options: GuardShellToolOptions): ShellTool {
  if (tool.shell === undefined) return tool;
  const local = tool.shell;
  return {
    ...tool,
    needsApproval: (context, action, callId) =>
      decide(options, action) === "ask" ? tool.needsApproval(context, action, callId) : Promise.resolve(false),
    shell: {
      run: (action) => (decide(options, action) === "deny" ? Promise.resolve(refusal(options)) : local.run(action)),
    },
  };
}
