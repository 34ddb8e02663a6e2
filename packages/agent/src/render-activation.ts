// What activation puts in the conversation: a short visible message, and the hidden skill prompt in
// the client guide's layout (`<skill_content>` with its folder and a `<skill_resources>` listing).
import { escapeHtml } from "@skill-kit/loader/portable";
import type { HostSkill, WorkflowResult } from "./types.js";

/** Files listed per skill at most; the rest can still be read by path. */
const maxListedFiles = 200;

/** The message the user sees while the skill loads (Claude Code's three tags). */
export function visibleMessage(name: string, args: string): string {
  return [
    `<command-message>The "${escapeHtml(name)}" skill is loading</command-message>`,
    `<command-name>${escapeHtml(name)}</command-name>`,
    ...(args === "" ? [] : [`<command-args>${escapeHtml(args)}</command-args>`]),
  ].join("\n");
}

function resourceLines(item: HostSkill): string[] {
  if (item.files === undefined) return [];
  const listing = item.files.list();
  const files = listing.files.slice(0, maxListedFiles).map((file) => `<file>${escapeHtml(file)}</file>`);
  if (listing.truncated || listing.files.length > maxListedFiles)
    files.push(`<!-- more files than listed: read any of them by path -->`);
  return files.length === 0 ? [] : ["<skill_resources>", ...files, "</skill_resources>"];
}

/** What the user answered through the app, and a question the app left open. */
function answerLines(result: WorkflowResult): string[] {
  const answered = (result.answered ?? []).map(
    (item) => `The user answered step "${item.step}" directly: ${JSON.stringify(item.output)}.`,
  );
  const open = result.unanswered;
  return open === undefined
    ? answered
    : [...answered, `The user's answer to step "${open.step}" was not taken (${open.message}); ask the user yourself.`];
}

/** How to go on with a workflow run: its first prompt and schema, and the `advance` tool. */
export function workflowLines(name: string, result: WorkflowResult): string[] {
  const answers = answerLines(result);
  return answers.length === 0 ? runLines(name, result) : ["", ...answers, ...runLines(name, result)];
}

function runLines(name: string, result: WorkflowResult): string[] {
  if (result.status === "done")
    return ["", `The workflow run ${result.session} is done.`, `Final output: ${JSON.stringify(result.finalOutput ?? null)}`];
  if (result.status === "error") return ["", `The workflow could not start: ${result.message ?? "unknown error"}`];
  return [
    "",
    `This skill is a workflow. Its run ${result.session} now waits on step "${result.step ?? ""}".`,
    `Answer it with the advance tool: {"skill": ${JSON.stringify(name)}, "session": ${JSON.stringify(result.session)}, "step": ${JSON.stringify(result.step ?? "")}, "output": <JSON matching the schema>}.`,
    ...(result.preamble === undefined ? [] : ["<workflow_preamble>", result.preamble, "</workflow_preamble>"]),
    "<workflow_prompt>",
    result.prompt ?? "",
    "</workflow_prompt>",
    `<workflow_schema>${JSON.stringify(result.schema ?? null)}</workflow_schema>`,
  ];
}

/** The hidden prompt: body (arguments substituted), the folder, the file listing, a workflow's first step. */
export function skillContent(item: HostSkill, body: string, workflow?: WorkflowResult): string {
  const { name, directory } = item.skill;
  const dir = directory === undefined ? "" : ` dir="${escapeHtml(directory)}"`;
  const files = resourceLines(item);
  return [
    `<skill_content name="${escapeHtml(name)}"${dir}>`,
    body,
    ...(files.length === 0
      ? []
      : [
          "",
          `Relative paths in this skill are relative to its folder. Read its files with the read_skill_resource tool ({"skill": ${JSON.stringify(name)}, "path": "<relative path>"}).`,
          ...files,
        ]),
    ...(workflow === undefined ? [] : workflowLines(name, workflow)),
    "</skill_content>",
  ].join("\n");
}
