// The skill host's options and surface: what adapters build their tools on.
import type {
  Activation,
  ContextModifiers,
  HostSkill,
  QuestionHandler,
  ResourceText,
  RunSubagent,
  SkillCommandRunner,
  SkillSource,
  ToolCallInfo,
  ToolDecision,
  WorkflowResult,
} from "./types.js";
import type { Skill } from "@skill-kit/loader/portable";

export interface SkillHostOptions {
  /** Folders (`folderSkills` from `@skill-kit/agent/node`), a `SkillSource`, or given skills. */
  readonly source: SkillSource | readonly (Skill | HostSkill)[];
  /** Characters the catalog may take (default 15,000: about what Claude Code gives its skill list). */
  readonly catalogBudget?: number;
  /** Environment per skill name (`primary_env`-style secrets from host config): in `modifiers.env`, never in content. */
  readonly env?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Runs `!`cmd`` in SKILL.md bodies; without it commands stay as written (off unless given). */
  readonly runCommand?: SkillCommandRunner;
  /** Runs `context: fork` skills; without it a fork skill is injected inline like any other. */
  readonly runSubagent?: RunSubagent;
  /** Answers workflow questions (askUser, confirm) from the user; without it the model answers. */
  readonly onQuestion?: QuestionHandler;
  /** Reload when the source reports a change (needs a source that can watch). */
  readonly watch?: boolean;
}

/** The catalog text and an account of what the budget did. */
export interface HostCatalog {
  /** `<available_skills>…</available_skills>`; empty when no skill is listed. */
  readonly text: string;
  readonly chars: number;
  readonly budget: number;
  /** Skills listed (in full, shortened or by name only). */
  readonly listed: readonly string[];
  /** Descriptions longer than 1,536 characters (Claude Code's cap per entry), which end in `…`. */
  readonly shortened: readonly string[];
  /** Listed by name only (in `<other_skills>`): their descriptions did not fit. */
  readonly nameOnly: readonly string[];
  /**
   * Skills not in the block: past the budget even by name, hidden from the model
   * (`disable-model-invocation`), or not eligible here.
   */
  readonly leftOut: readonly { readonly name: string; readonly reason: "budget" | "user-only" | "ineligible" }[];
  /** The snapshot version the catalog was built from. */
  readonly version: number;
}

/** A user's `/name args` line, resolved. */
export interface UserCommand {
  readonly name: string;
  readonly arguments: string;
}

/** Per-conversation state: which skills are active and what modifiers apply this turn. */
export interface Conversation {
  readonly id: string;
  /** Skills activated in this conversation, in order (never injected twice). */
  readonly active: ReadonlySet<string>;
  /** Modifiers of skills activated during the current turn (cleared by `endTurn`). */
  readonly modifiers: readonly ContextModifiers[];
  /**
   * The content each active skill injected: keep these through compaction (the client guide asks that
   * skill content survive it), or `forget` the skill so the next activation injects it again.
   */
  readonly contents: ReadonlyMap<string, string>;
  /** Workflow runs started in this conversation: skill name → session id. */
  readonly runs: ReadonlyMap<string, string>;
  /** Ends the turn: modifiers stop applying (the model override is gone). */
  endTurn(): void;
  /** Forgets an active skill (e.g. after the app compacted its content away), so it can be injected again. */
  forget(name: string): void;
}

export interface SkillHost {
  /** Bumped on every reload that changed the skills. */
  readonly version: number;
  /** Skills the model may invoke (eligible, not user-only), in precedence order: the meta-tool's enum. */
  modelSkills(): readonly string[];
  /** Every loaded skill, including user-only and ineligible ones. */
  skills(): readonly HostSkill[];
  catalog(): HostCatalog;
  /** The meta-tool's description: what it does, then the catalog. */
  toolDescription(): string;
  /** Starts a conversation record. */
  conversation(id?: string): Conversation;
  /**
   * Activates a skill for the model: user-only skills (`disable-model-invocation`) are refused.
   * Throws `AgentError` `UNKNOWN_SKILL`, `NOT_INVOCABLE`, `INELIGIBLE`.
   */
  activate(name: string, args: string, conversation: Conversation): Promise<Activation>;
  /** Activates a skill the user asked for (`/name args`): skills hidden from the model included, `user-invocable: false` refused. */
  activateAsUser(name: string, args: string, conversation: Conversation): Promise<Activation>;
  /** Reads a file of a skill, confined to its folder. */
  readResource(name: string, path: string): ResourceText;
  /** `/name args` → the skill and its arguments (user-only skills included); undefined when no skill has that name. */
  parseUserCommand(text: string): UserCommand | undefined;
  /** allow / ask / deny for a tool call under the active modifiers (deny wins, then allow; otherwise ask). */
  toolPolicy(modifiers: readonly ContextModifiers[], call: ToolCallInfo): ToolDecision;
  /** Advances a workflow run started by activating its skill; questions go to `onQuestion` when given. */
  advance(
    conversation: Conversation,
    input: { readonly skill: string; readonly session: string; readonly step: string; readonly output: unknown },
  ): Promise<WorkflowResult>;
  /** Reloads from the source now; resolves to the new version. */
  reload(): Promise<number>;
  /** Called after each reload that changed the skills. */
  onChange(listener: (version: number) => void): () => void;
  /** Stops watching. */
  close(): void;
}
