import { describe, expect, it } from "vitest";
import { primitiveCandidates, primitiveTags } from "./primitive-candidates.js";

describe("primitiveCandidates", () => {
  it("lists the six tags in preamble order", () => {
    expect(primitiveTags).toEqual(["ask-user", "confirm", "plan", "checklist", "subagent", "survey"]);
    expect(Object.keys(primitiveCandidates)).toEqual(primitiveTags);
  });

  it("lists each tag's candidate tools in the order of §4", () => {
    expect(primitiveCandidates).toEqual({
      "ask-user": [
        "AskUserQuestion",
        "request_user_input",
        "ToolRequestUserInput",
        "ask_followup_question",
        "ask-user",
        "question",
      ],
      confirm: ["AskUserQuestion", "request_user_input", "ask_followup_question"],
      plan: ["EnterPlanMode", "enter-plan-mode", "update_plan", "plan", "PLAN_MODE"],
      checklist: ["TaskCreate", "tracker-create-task", "write-todos", "todo", "update_todo_list"],
      subagent: ["Agent", "agent", "spawn_agent", "CollabAgent", "task", "USE_SUBAGENTS", "new_task"],
      survey: ["AskUserQuestion", "request_user_input", "ToolRequestUserInput", "question", "ask-user", "ask_followup_question"],
    });
    expect(primitiveTags.every((tag) => Object.isFrozen(primitiveCandidates[tag]))).toBe(true);
  });
});
