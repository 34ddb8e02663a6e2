// The host tool names a prompt must not mention in prose (§16), and where markup hides them.

/** Tool names of hosts that an agent on another host would not have. Matched whole-word, case-sensitive. */
export const hostToolNames: readonly string[] = Object.freeze([
  "AskUserQuestion",
  "EnterPlanMode",
  "ExitPlanMode",
  "TaskCreate",
  "TaskUpdate",
  "TodoWrite",
  "Agent",
  "apply_patch",
  "update_plan",
  "ToolRequestUserInput",
  "CollabAgent",
  "question",
  "todo",
  "task",
  "plan",
  "ask-user",
  "enter-plan-mode",
  "exit-plan-mode",
  "write-todos",
  "tracker-create-task",
  "tracker-update-task",
  "ask_followup_question",
  "update_todo_list",
  "PLAN_MODE",
  "ACT_MODE",
  "USE_SUBAGENTS",
  "new_task",
]);

/** Tags our own primitives and prompt pieces render; their names are markup, not prose. */
const primitiveTags = new Set([
  "prompt",
  "system",
  "rendered",
  "ask-user",
  "option",
  "preview",
  "confirm",
  "plan",
  "step",
  "checklist",
  "item",
  "subagent",
  "survey",
  "question",
]);

const tagPattern = /<\/?([a-z][a-z-]*)((?:\s+[a-z][a-z-]*="[^"]*")*)\s*\/?>/g;
const attributePattern = /\s+[a-z][a-z-]*="([^"]*)"/g;

/** The text with the primitives' tags replaced by their attribute values (author text stays, markup goes). */
export function withoutPrimitiveMarkup(text: string): string {
  return text.replace(tagPattern, (tag: string, name: string, attributes: string) => {
    if (!primitiveTags.has(name)) return tag;
    return ` ${[...attributes.matchAll(attributePattern)].map((match) => match[1] ?? "").join(" ")} `;
  });
}

/**
 * Tool names that are everyday words ("plan the release", "the next task"): they count only where
 * the text names them as a tool: in backticks, as a call, or followed by "tool".
 */
const everydayWords = new Set(["question", "todo", "task", "plan"]);

function namePattern(name: string): RegExp {
  const word = `(?<![\\w-])${name}(?![\\w-])`;
  return everydayWords.has(name) ? new RegExp(`\`${name}\`|${word}(?=\\s*\\(|\\s+tools?\\b)`) : new RegExp(word);
}

/** The names of `names` that occur in `text` as whole words (a word also spans `_` and `-`). */
export function toolNamesIn(text: string, names: readonly string[] = hostToolNames): string[] {
  return names.filter((name) => namePattern(name).test(text));
}
