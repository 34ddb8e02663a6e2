// The host layer's public shapes: what a skill source gives, what activation returns, and the
// context modifiers an adapter applies to the agent loop. Pure data: no AI library, no Node.
import type { CommandContext, Effort, Skill } from "@skill-kit/loader/portable";
import type { JsonValue } from "@skill-kit/primitives";
import type { PromptQuestion } from "@skill-kit/primitives/questions";

/** One file of a skill, read through the host (confined to the skill's folder). */
export interface ResourceText {
  /** The path as given, relative to the skill folder, with `/` separators. */
  readonly path: string;
  readonly text: string;
  readonly bytes: number;
}

/** How the host lists and reads a skill's files; absent for skills that have none (given inline). */
export interface SkillFiles {
  /** Relative paths of the skill's files other than SKILL.md, `/`-separated; `truncated` when more exist. */
  list(): { readonly files: readonly string[]; readonly truncated: boolean };
  /** Reads one file as UTF-8 text; throws the loader's `ResourceError` (outside the skill, not found, too large). */
  read(path: string): ResourceText;
}

/** A JSON value as it travels to and from a workflow run: primitives' one. */
export type { JsonValue };

/** What a workflow run answered: a prompt to answer, done, or an error (the wire result of `start`/`advance`). */
export interface WorkflowResult {
  readonly session: string;
  readonly status: "prompt" | "done" | "error";
  readonly step?: string;
  readonly preamble?: string;
  readonly prompt?: string;
  /** JSON Schema of the output `advance` takes, or null. */
  readonly schema?: unknown;
  readonly finalOutput?: unknown;
  readonly message?: string;
  /** error: true when resubmitting corrected output can succeed. */
  readonly retry?: boolean;
  /** Steps the user answered through the app's `onQuestion` on the way to this result. */
  readonly answered?: readonly AnsweredQuestion[];
  /** The app's answer a step refused, or `onQuestion` failed: that question is open, for the model to ask. */
  readonly unanswered?: { readonly step: string; readonly message: string };
}

/** Starts and advances runs of one workflow skill, with the same validation as the CLI and MCP. */
export interface WorkflowDriver {
  start(params: Readonly<Record<string, unknown>>): Promise<WorkflowResult>;
  advance(session: string, step: string, output: unknown): Promise<WorkflowResult>;
}

/** A skill as the host holds it. */
export interface HostSkill {
  readonly skill: Skill;
  /** Its files, when it has a folder. */
  readonly files?: SkillFiles;
  /** Set for a workflow skill: activation starts a run. */
  readonly workflow?: WorkflowDriver;
  /** False when the eligibility environment rules it out (left out of the catalog, refused on activation). */
  readonly eligible?: boolean;
  /** Why it is not eligible, for the catalog's account. */
  readonly ineligibleReason?: string;
  /** Changes whenever any of the skill's files is added, removed or changed (names, sizes, times); sources that watch set it. */
  readonly stamp?: string;
}

/** What a source loaded: the skills in precedence order, and what it could not load. */
export interface SkillSet {
  readonly skills: readonly HostSkill[];
  readonly skipped: readonly { readonly directory: string; readonly reason: string }[];
}

/** Where skills come from: folders (`@skill-kit/agent/node`'s `folderSkills`) or given skills (`givenSkills`). */
export interface SkillSource {
  load(): SkillSet | Promise<SkillSet>;
  /** Calls `changed` when the skills may have changed; returns a function that stops watching. */
  watch?(changed: () => void): () => void;
}

/** A tool rule from `allowed-tools` / `disallowed-tools`: `Bash(git add *)`, `Read`, `mcp__github__create_issue`. */
export interface ToolPattern {
  /** As written in the frontmatter. */
  readonly source: string;
  /** The tool name or name pattern (`Bash`, `mcp__github__*`, `mcp__github`). */
  readonly tool: string;
  /** What is in parentheses (`git add *`), when given: a glob over the call's argument. */
  readonly argument?: string;
  /** For `mcp__server__tool` rules: the server part. */
  readonly server?: string;
}

/** How a skill changes the loop once active: applied by the adapter from the next model call of the turn. */
export interface ContextModifiers {
  readonly skill: string;
  /** Tools pre-approved while the skill is active (no ask). */
  readonly allowedTools: readonly ToolPattern[];
  /** Tools refused while the skill is active. */
  readonly disallowedTools: readonly ToolPattern[];
  /** Overrides the session model for the rest of the turn. */
  readonly model?: string;
  readonly effort?: Effort;
  /** `context: fork`: the skill runs as a sub-agent (`agent` names its type when given). */
  readonly fork?: { readonly agent?: string };
  /** Environment for the skill's commands and tools (host config and secrets; never shown to the model). */
  readonly env: Readonly<Record<string, string>>;
}

/** A tool call as `toolPolicy` judges it. */
export interface ToolCallInfo {
  readonly tool: string;
  /** The argument rules match (`Bash`: the command; file tools: the path); see `callArgument`. */
  readonly argument?: string;
}

export type ToolDecision = "allow" | "ask" | "deny";

/** What `activate` returns. */
export type Activation =
  | {
      readonly kind: "activated";
      readonly skill: string;
      /** The short message the user sees (`The "pdf" skill is loading`, name, arguments). */
      readonly visible: string;
      /** The hidden skill prompt: `<skill_content name=… dir=…>` with the resource list. */
      readonly content: string;
      readonly modifiers: ContextModifiers;
      /** For a workflow skill: the run's first answer (its prompt and schema are in `content` too). */
      readonly workflow?: WorkflowResult;
    }
  | {
      /** Already active in this conversation: nothing is injected again. */
      readonly kind: "already-active";
      readonly skill: string;
      readonly visible: string;
      readonly content: string;
      readonly modifiers: ContextModifiers;
    }
  | {
      /** `context: fork`: the sub-agent ran; its answer is the tool's output. */
      readonly kind: "forked";
      readonly skill: string;
      readonly visible: string;
      readonly output: string;
      readonly modifiers: ContextModifiers;
    };

/** What the app supplies to run a `context: fork` skill. */
export interface SubagentRequest {
  readonly skill: string;
  /** The skill's content: the sub-agent's system prompt. */
  readonly system: string;
  /** The task: the arguments the skill was called with. */
  readonly prompt: string;
  /** Only these tools (the skill's allowed tools); empty means none beyond the skill's own. */
  readonly tools: readonly ToolPattern[];
  readonly model?: string;
  readonly agent?: string;
  readonly env: Readonly<Record<string, string>>;
}

export type RunSubagent = (request: SubagentRequest) => Promise<string>;

/** A question a workflow step asks the user (askUser, confirm), for the app's `onQuestion`. */
export interface WorkflowQuestion {
  /** What the step asks, parsed: a confirm (yes or no) or a choice among options. */
  readonly question: PromptQuestion;
  readonly skill: string;
  readonly session: string;
  readonly step: string;
  /** The step's prompt as the model would see it. */
  readonly prompt: string;
  /** JSON Schema of the answer. */
  readonly schema: unknown;
}

/** What the app answered for a step, before the model saw the run again. */
export interface AnsweredQuestion {
  readonly step: string;
  readonly output: unknown;
}

/** The app's answer: the step's output, or undefined to let the model ask instead. */
export type QuestionHandler = (question: WorkflowQuestion) => Promise<unknown>;

/**
 * Runs one `!`command`` of a SKILL.md body and returns its output: the loader's context plus the
 * skill's environment from the host's config (give it to the process; it never enters the content).
 */
export type SkillCommandRunner = (
  command: string,
  context: CommandContext & { readonly env: Readonly<Record<string, string>> },
) => string | Promise<string>;
