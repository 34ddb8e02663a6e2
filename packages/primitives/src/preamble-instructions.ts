// The "How to use" cell of each preamble row, given the tool resolved for its tag (§8).
import type { PrimitiveTag } from "./act-segment.js";

/** Every tag the preamble describes, in row order. */
export type PreambleTag = "system" | "prompt" | PrimitiveTag | "rendered";

/** Tools that take several questions in one call; any other survey tool is asked one question at a time. */
const batchQuestionTools: readonly string[] = Object.freeze([
  "AskUserQuestion",
  "request_user_input",
  "ToolRequestUserInput",
  "question",
  "ask-user",
]);

/** Checklist tools that come with a separate update tool, and that update tool. */
const checklistUpdateTools: Readonly<Record<string, string>> = Object.freeze({
  TaskCreate: "TaskUpdate",
  "tracker-create-task": "tracker-update-task",
});

type Instruction = (tool: string | undefined) => string;

function checklistInstruction(tool: string | undefined): string {
  if (tool === undefined) return "Keep a visible checklist of the `<item>`s and update it as each one changes.";
  const update = Object.hasOwn(checklistUpdateTools, tool) ? checklistUpdateTools[tool] : undefined;
  if (update !== undefined) return `Create each \`<item>\` with ${tool}, then mark it done with ${update} as you finish it.`;
  return `Register the \`<item>\`s with ${tool}, and call ${tool} again to update them as you work.`;
}

function surveyInstruction(tool: string | undefined): string {
  if (tool === undefined) {
    return "Ask the `<question>`s one at a time as numbered choices, showing any `<preview>`; collect every answer, keyed by question text.";
  }
  if (batchQuestionTools.includes(tool)) {
    return `Ask all \`<question>\`s in ONE ${tool} call (header, options, multi-select, previews); return the answers keyed by question text.`;
  }
  return `Ask the \`<question>\`s one at a time with ${tool}; return all answers keyed by question text.`;
}

/** The instruction of each row, with or without a tool. */
export const preambleInstructions: Readonly<Record<PreambleTag, Instruction>> = Object.freeze({
  system: () => "Persona and tone: follow it in everything you say and do.",
  prompt: () => "The task of this step: do what it says.",
  "ask-user": (tool) =>
    tool === undefined
      ? `type="open": ask in plain text. type="structured": show the \`<option>\`s as a numbered list with any \`<preview>\`, and accept only a listed value (several with multi-select).`
      : `type="open": ask in plain text, no tool. type="structured": offer the \`<option>\`s with ${tool}, mapping header and \`<preview>\` to its fields; return the chosen value(s).`,
  confirm: (tool) =>
    tool === undefined
      ? `Ask the user to reply "yes, proceed" or "no, cancel"; no clear reply means the \`default\`. If destructive="true", spell out the consequences first.`
      : `Ask yes or no with ${tool}, preselecting the \`default\`. If destructive="true", spell out the consequences first.`,
  plan: (tool) =>
    tool === undefined
      ? "Show the summary and the `<step>`s as a numbered list; ask the user to proceed or revise."
      : `Enter plan mode with ${tool}, giving it the summary and the \`<step>\`s; wait until the user approves or revises.`,
  checklist: checklistInstruction,
  subagent: (tool) =>
    tool === undefined
      ? "Do the enclosed task yourself, inline, and return a structured result. Never run the skill named in `no-recurse`."
      : `Spawn an isolated agent with ${tool} for the enclosed task and return its output. Tell it to pass --subagent to the skill CLI and never to run the skill named in \`no-recurse\`.`,
  survey: surveyInstruction,
  rendered: () => "Output the content verbatim: no edits, no commentary.",
});
