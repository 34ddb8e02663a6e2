// What activation hands the model: the body wrapped with the skill folder and its file list (the client
// guide's `<skill_content>` layout), plus how to drive a workflow skill through this server.
import { renderSkillContent } from "@skill-kit/loader";
import { escapeHtml } from "@skill-kit/loader/internal";
import type { ServedSkill } from "./load-served-skills.js";
import { servedFiles } from "./served-files.js";
import { skillFolderUri } from "./skill-uri.js";

/** Files listed per skill at most; the rest can still be read by path. */
const maxListedFiles = 200;
/** `activate_skill`'s `arguments` at most, in UTF-8 bytes. */
export const maxArgumentBytes = 64 * 1024;
/** Characters arguments may add to a skill's body once substituted (each `$ARGUMENTS` is one copy). */
export const maxAddedCharacters = 1024 * 1024;

function workflowNote(name: string): string {
  return [
    "",
    `This skill is a workflow served by this MCP server. Ignore the tool names and commands above: call the \`start\` tool`,
    `with {"skill": ${JSON.stringify(name)}, "params": {…}}, then \`advance\` with {"skill", "session", "step", "output"} until`,
    `"status" is "done". On "retry": true, fix the output and call \`advance\` again.`,
  ].join("\n");
}

export interface SkillContentOptions {
  readonly arguments?: string;
  /**
   * True when the caller may be on another machine (HTTP): the skill folder is named by its `skill://`
   * URI, not its path, in the "Skill directory" line and in `${CLAUDE_SKILL_DIR}`.
   */
  readonly remote?: boolean;
}

/**
 * The activation text. Arguments fill `$ARGUMENTS`, `$0`, `$name`; `!`command`` blocks stay as written
 * (this server never runs a skill's commands). Throws the loader's `CONTENT_TOO_LARGE` when the
 * arguments would add more than `maxAddedCharacters` to the body.
 */
export async function skillContent(served: ServedSkill, options: SkillContentOptions = {}): Promise<string> {
  const { skill } = served;
  const remote = options.remote === true;
  const directory = remote ? skillFolderUri(skill.name) : served.directory;
  const maxLength = skill.body.length + maxAddedCharacters;
  const rendered = await renderSkillContent(skill, {
    maxLength,
    ...(options.arguments === undefined ? {} : { arguments: options.arguments }),
    ...(remote ? { variables: { CLAUDE_SKILL_DIR: directory } } : {}),
  });
  const listing = servedFiles(served, maxListedFiles);
  const files = listing.files.map((file) => `<file>${escapeHtml(file)}</file>`);
  if (listing.truncated) files.push(`<!-- more files than ${maxListedFiles}: read any of them by path -->`);
  return [
    `<skill_content name="${escapeHtml(skill.name)}">`,
    rendered.content,
    "",
    `Skill directory: ${directory}`,
    `Relative paths in this skill are relative to the skill directory. Read its files with the read_skill_resource tool ({"skill": ${JSON.stringify(skill.name)}, "path": "<relative path>"}).`,
    ...(files.length === 0 ? [] : ["<skill_resources>", ...files, "</skill_resources>"]),
    ...(served.workflow ? [workflowNote(skill.name)] : []),
    "</skill_content>",
  ].join("\n");
}
