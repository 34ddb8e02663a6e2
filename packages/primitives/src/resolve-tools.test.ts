import { describe, expect, it } from "vitest";
import { createHandshake } from "./handshake.js";
import { hostIds } from "./host-registry.js";
import { parseToolList } from "./parse-tool-list.js";
import { resolveTools } from "./resolve-tools.js";

const row = (host: string): string => {
  const tools = resolveTools(createHandshake({ host }));
  return [tools["ask-user"], tools.confirm, tools.plan, tools.checklist, tools.subagent, tools.survey]
    .map((tool) => tool ?? "—")
    .join(" | ");
};

describe("resolveTools", () => {
  it("matches the §7.3 table for every host with no --tools", () => {
    const table = [...hostIds, "unknown-host"].map((host) => `${host}: ${row(host)}`).join("\n");
    expect(table).toMatchInlineSnapshot(`
      "claude-code: AskUserQuestion | AskUserQuestion | EnterPlanMode | TaskCreate | Agent | AskUserQuestion
      codex: request_user_input | request_user_input | update_plan | — | spawn_agent | request_user_input
      opencode: question | — | plan | todo | task | question
      gemini-cli: ask-user | — | enter-plan-mode | tracker-create-task | agent | ask-user
      cline: ask_followup_question | ask_followup_question | PLAN_MODE | update_todo_list | USE_SUBAGENTS | ask_followup_question
      roo-code: ask_followup_question | ask_followup_question | — | update_todo_list | new_task | ask_followup_question
      kilo-code: ask_followup_question | ask_followup_question | — | update_todo_list | new_task | ask_followup_question
      cursor: — | — | — | — | — | —
      amp: — | — | — | — | — | —
      generic: — | — | — | — | — | —
      unknown-host: — | — | — | — | — | —"
    `);
  });

  it("resolves the union for codex + AskUserQuestion, TaskCreate (acceptance 10)", () => {
    const tools = resolveTools(createHandshake({ host: "codex", tools: parseToolList("AskUserQuestion, TaskCreate") }));
    expect(tools).toEqual({
      "ask-user": "AskUserQuestion",
      confirm: "AskUserQuestion",
      plan: "update_plan",
      checklist: "TaskCreate",
      subagent: "spawn_agent",
      survey: "AskUserQuestion",
    });
  });

  it("resolves the §7.2 example codex + AskUserQuestion (checklist has no tool)", () => {
    const tools = resolveTools(createHandshake({ host: "codex", tools: ["AskUserQuestion"] }));
    expect(tools.checklist).toBeUndefined();
    expect(tools.plan).toBe("update_plan");
  });

  it("gives no tool to any tag for claude-code + Bash,Read as a subagent (acceptance 11)", () => {
    const tools = resolveTools(createHandshake({ host: "claude-code", tools: parseToolList("Bash,Read"), isSubagent: true }));
    expect(Object.values(tools).every((tool) => tool === undefined)).toBe(true);
    expect(Object.keys(tools)).toHaveLength(6);
  });

  it("prefers candidates in their own order, not the host's", () => {
    const tools = resolveTools(createHandshake({ tools: ["question", "ask_followup_question"] }));
    expect(tools["ask-user"]).toBe("ask_followup_question");
    expect(tools.survey).toBe("question");
  });
});
