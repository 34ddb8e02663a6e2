// Activation content: the body with arguments substituted and, only when the caller opts in, dynamic
// context commands replaced by their output. The loader itself never runs anything.
import { findDynamicCommands } from "./find-dynamic-commands.js";
import { contentTooLarge, substituteArguments } from "./substitute-arguments.js";
import { warningDiagnostic, type Diagnostic } from "../diagnostic.js";

/** What a command runner learns about the skill it runs for. */
export interface CommandContext {
  readonly skillName: string;
  readonly directory?: string;
  /** The `${NAME}` values, e.g. `CLAUDE_SKILL_DIR`; pass them to the shell as environment variables. */
  readonly variables: Readonly<Record<string, string>>;
}

/** Runs one command exactly as written in SKILL.md and returns its standard output. */
export type CommandRunner = (command: string, context: CommandContext) => string | Promise<string>;

/** The skill parts activation needs (a loaded `Skill` fits). */
export interface ActivatedSkill {
  readonly name: string;
  readonly body: string;
  readonly directory?: string;
  readonly claudeCode?: { readonly arguments?: readonly string[] };
}

/** Arguments, variables and the dynamic-context policy. */
export interface RenderContentOptions {
  /** The argument string as typed (user or agent supplied; never put into a command). */
  readonly arguments?: string;
  readonly variables?: Readonly<Record<string, string>>;
  /** Opt-in: run `!`cmd`` and ```! blocks with this function. Without it they stay as written. */
  readonly runCommand?: CommandRunner;
  /** Replace every command with `[shell command execution disabled by policy]` instead (ignored with `runCommand`). */
  readonly disableCommands?: boolean;
  /** Append `ARGUMENTS: …` when the body has no argument placeholder (default true, as Claude Code does). */
  readonly appendArguments?: boolean;
  /**
   * Characters the body may have once arguments are substituted and appended (commands' output not
   * counted); past it a `LoaderError` `CONTENT_TOO_LARGE`. Unbounded by default.
   */
  readonly maxLength?: number;
}

/** What happened to one command. */
export interface CommandRecord {
  readonly command: string;
  readonly status: "ran" | "failed" | "kept" | "disabled";
  readonly error?: string;
}

/** The content to hand to the model, and an account of the commands. */
export interface RenderedContent {
  readonly content: string;
  readonly commands: readonly CommandRecord[];
  readonly diagnostics: readonly Diagnostic[];
}

export const DISABLED_COMMAND_TEXT = "[shell command execution disabled by policy]";

/**
 * Renders a skill's body for activation. Commands come from the original body only: they are found
 * before arguments are substituted, never contain argument values, and their output is not scanned again.
 */
export async function renderSkillContent(skill: ActivatedSkill, options: RenderContentOptions = {}): Promise<RenderedContent> {
  const variables = { ...(skill.directory === undefined ? {} : { CLAUDE_SKILL_DIR: skill.directory }), ...options.variables };
  const raw = options.arguments ?? "";
  const names = skill.claudeCode?.arguments ?? [];
  const context: CommandContext = {
    skillName: skill.name,
    ...(skill.directory === undefined ? {} : { directory: skill.directory }),
    variables,
  };
  const parts: string[] = [];
  const commands: CommandRecord[] = [];
  const diagnostics: Diagnostic[] = [];
  let usedArguments = false;
  const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
  let substitutedLength = 0;
  for (const segment of findDynamicCommands(skill.body)) {
    if (segment.kind === "text") {
      const limit = { maxLength: maxLength - substitutedLength };
      const substituted = substituteArguments(segment.text, { arguments: raw, names, variables, ...limit });
      usedArguments ||= substituted.usedArguments;
      substitutedLength += substituted.text.length;
      parts.push(substituted.text);
    } else if (options.runCommand !== undefined) {
      try {
        parts.push((await options.runCommand(segment.command, context)).replace(/\n+$/, ""));
        commands.push({ command: segment.command, status: "ran" });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        parts.push(`[command failed: ${message}]`);
        commands.push({ command: segment.command, status: "failed", error: message });
        diagnostics.push(
          warningDiagnostic("command-failed", `skill '${skill.name}': command \`${segment.command}\` failed: ${message}`),
        );
      }
    } else {
      const disabled = options.disableCommands === true;
      parts.push(disabled ? DISABLED_COMMAND_TEXT : segment.source);
      commands.push({ command: segment.command, status: disabled ? "disabled" : "kept" });
    }
  }
  let content = parts.join("");
  if (!usedArguments && raw.trim() !== "" && options.appendArguments !== false) {
    const appended = `\n\nARGUMENTS: ${raw}`;
    if (substitutedLength + appended.length > maxLength) throw contentTooLarge(maxLength);
    content += appended;
  }
  return { content, commands, diagnostics };
}
