// The example agent: an AI SDK ToolLoopAgent over a folder of SKILL.md skills, with skill-kit's
// meta-tool, resource reader, per-skill model switching, tool approval from `allowed-tools`,
// `context: fork` sub-agents and `/name args` user commands. It takes any AI SDK `LanguageModel`.
import { fileURLToPath } from "node:url";
import { createSkillHost, type Conversation, type SkillHost } from "@skill-kit/agent";
import { skillPrepareStep, skillToolApproval, skillTools, startUserTurn, subagentRunner } from "@skill-kit/agent/ai-sdk";
import { folderSkills } from "@skill-kit/agent/node";
import { stepCountIs, ToolLoopAgent, type LanguageModel, type ModelMessage, type ToolApprovalStatus, type ToolSet } from "ai";
import { shellTool } from "./shell-tool.js";

/** The example's skills (`skills/` beside `src/`). */
export const exampleSkills = fileURLToPath(new URL("../skills", import.meta.url));

export interface AgentLoopOptions {
  /** The session model. */
  readonly model: LanguageModel;
  /** Resolves a skill's `model:` (`fast` in these skills) to a model; undefined keeps the session model. */
  readonly models?: (id: string) => LanguageModel | undefined;
  /** Where `Bash` runs (default the current folder). */
  readonly cwd?: string;
  /** Skill folders (default the example's own). */
  readonly skills?: readonly string[];
  /** Reload skills when their files change. */
  readonly watch?: boolean;
  /** What a `Bash` call no active skill pre-approves becomes (default `"user-approval"`: the run stops to ask). */
  readonly ask?: ToolApprovalStatus;
}

const instructions = [
  "You are a coding assistant working in a git repository.",
  "Use the skill tool to load a skill when the task matches one; follow its instructions.",
].join(" ");

export interface AgentLoop {
  readonly host: SkillHost;
  readonly conversation: Conversation;
  readonly agent: ToolLoopAgent<never, ToolSet>;
  /** One user turn: `/name args` runs that skill; the history is kept. */
  send(text: string): Promise<AgentReply>;
  /** Answers a call that waits for approval; the same turn goes on. */
  approve(approvalId: string, approved: boolean): Promise<AgentReply>;
  close(): void;
}

/** A call no active skill pre-approves, waiting for the user. */
export interface WaitingCall {
  readonly approvalId: string;
  readonly tool: string;
  readonly input: unknown;
}

export interface AgentReply {
  /** The model's last text (empty while calls wait for approval). */
  readonly text: string;
  readonly waiting: readonly WaitingCall[];
}

/** Builds the agent over the skills, for one conversation. */
export async function createAgentLoop(options: AgentLoopOptions): Promise<AgentLoop> {
  const { model, models } = options;
  const appTools: ToolSet = { Bash: shellTool(options.cwd ?? process.cwd()) };
  const host = await createSkillHost({
    source: folderSkills({ paths: options.skills ?? [exampleSkills], onlyPaths: true }),
    runSubagent: subagentRunner({ model, tools: appTools, ...(models === undefined ? {} : { models }) }),
    ...(options.watch === undefined ? {} : { watch: options.watch }),
  });
  const conversation = host.conversation();
  const tools: ToolSet = { ...appTools, ...skillTools(host, conversation) };
  const agent = new ToolLoopAgent({
    model,
    instructions,
    tools,
    prepareStep: skillPrepareStep(host, conversation, { tools, ...(models === undefined ? {} : { models }) }),
    toolApproval: skillToolApproval(host, conversation, options.ask === undefined ? {} : { ask: options.ask }),
    stopWhen: stepCountIs(20),
  });
  const history: ModelMessage[] = [];
  const generate = async (): Promise<AgentReply> => {
    const result = await agent.generate({ messages: history });
    history.push(...result.responseMessages);
    const waiting = result.content.flatMap((part): WaitingCall[] =>
      part.type === "tool-approval-request" && part.isAutomatic !== true
        ? [{ approvalId: part.approvalId, tool: part.toolCall.toolName, input: part.toolCall.input }]
        : [],
    );
    return { text: result.text, waiting };
  };
  return {
    host,
    conversation,
    agent,
    async send(text) {
      const turn = await startUserTurn(host, conversation, text);
      history.push(...turn.messages);
      return generate();
    },
    approve(approvalId, approved) {
      history.push({ role: "tool", content: [{ type: "tool-approval-response", approvalId, approved }] });
      return generate();
    },
    close() {
      host.close();
    },
  };
}
