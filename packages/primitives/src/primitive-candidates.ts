// The candidate tools of each primitive, in the order they are tried (§4).
import type { PrimitiveTag } from "./act-segment.js";

/** Every primitive tag, in the preamble's order. */
export const primitiveTags: readonly PrimitiveTag[] = Object.freeze([
  "ask-user",
  "confirm",
  "plan",
  "checklist",
  "subagent",
  "survey",
]);

/** For each primitive, the host tools that can carry it; the first available one is used. */
export const primitiveCandidates: Readonly<Record<PrimitiveTag, readonly string[]>> = Object.freeze({
  "ask-user": Object.freeze([
    "AskUserQuestion",
    "request_user_input",
    "ToolRequestUserInput",
    "ask_followup_question",
    "ask-user",
    "question",
  ]),
  confirm: Object.freeze(["AskUserQuestion", "request_user_input", "ask_followup_question"]),
  plan: Object.freeze(["EnterPlanMode", "enter-plan-mode", "update_plan", "plan", "PLAN_MODE"]),
  checklist: Object.freeze(["TaskCreate", "tracker-create-task", "write-todos", "todo", "update_todo_list"]),
  subagent: Object.freeze(["Agent", "agent", "spawn_agent", "CollabAgent", "task", "USE_SUBAGENTS", "new_task"]),
  survey: Object.freeze([
    "AskUserQuestion",
    "request_user_input",
    "ToolRequestUserInput",
    "question",
    "ask-user",
    "ask_followup_question",
  ]),
});
