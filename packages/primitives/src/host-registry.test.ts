import { describe, expect, it } from "vitest";
import { hostIds, hostRegistry, hostTools, isHostId } from "./host-registry.js";

describe("hostRegistry", () => {
  it("knows the ten host ids, in order", () => {
    expect(hostIds).toEqual([
      "claude-code",
      "codex",
      "opencode",
      "gemini-cli",
      "cline",
      "roo-code",
      "kilo-code",
      "cursor",
      "amp",
      "generic",
    ]);
    expect(Object.keys(hostRegistry)).toEqual(hostIds);
  });

  it("lists each host's tools exactly as §7.1", () => {
    const lines = hostIds.map((id) => `${id}: ${hostRegistry[id].join(", ") || "(none)"}`);
    expect(lines.join("\n")).toMatchInlineSnapshot(`
      "claude-code: AskUserQuestion, EnterPlanMode, ExitPlanMode, TaskCreate, TaskUpdate, TaskList, TaskGet, Agent, Skill, Read, Edit, Write, Bash, Glob, Grep, WebFetch, WebSearch, TodoWrite, SendMessage, Monitor, LSP, NotebookEdit, EnterWorktree, ExitWorktree
      codex: shell, exec_command, write_stdin, apply_patch, update_plan, web_search, view_image, request_user_input, spawn_agent, send_input, wait_agent, close_agent
      opencode: bash, read, write, edit, apply_patch, glob, grep, codesearch, lsp, webfetch, websearch, question, todo, task, plan, skill
      gemini-cli: shell, read-file, read-many-files, write-file, edit, glob, grep, ls, web-search, web-fetch, ask-user, enter-plan-mode, exit-plan-mode, write-todos, agent, tracker-create-task, tracker-update-task, tracker-list-tasks, tracker-get-task, memory, activate-skill, complete-task
      cline: execute_command, read_file, write_to_file, edit_file, apply_diff, apply_patch, search_files, list_files, codebase_search, browser_action, ask_followup_question, attempt_completion, new_task, switch_mode, update_todo_list, WEB_SEARCH, WEB_FETCH, PLAN_MODE, ACT_MODE, USE_SUBAGENTS
      roo-code: execute_command, read_file, write_to_file, edit_file, apply_diff, apply_patch, search_replace, search_files, list_files, codebase_search, ask_followup_question, attempt_completion, new_task, switch_mode, update_todo_list, access_mcp_resource, skill
      kilo-code: execute_command, read_file, write_to_file, edit_file, fast_edit_file, apply_diff, apply_patch, delete_file, search_and_replace, search_files, list_files, codebase_search, browser_action, ask_followup_question, attempt_completion, new_task, switch_mode, update_todo_list, access_mcp_resource
      cursor: codebase_search, read_file, edit_file, run_terminal_command, file_search, grep_search, list_dir
      amp: shell, read, write, edit
      generic: (none)"
    `);
  });

  it("is frozen all the way down", () => {
    expect(Object.isFrozen(hostRegistry)).toBe(true);
    expect(hostIds.every((id) => Object.isFrozen(hostRegistry[id]))).toBe(true);
    expect(Object.isFrozen(hostIds)).toBe(true);
  });
});

describe("hostTools", () => {
  it("returns the registry's list for a known host", () => {
    expect(hostTools("amp")).toEqual(["shell", "read", "write", "edit"]);
  });

  it("returns nothing for generic, unknown and prototype names", () => {
    expect(hostTools("generic")).toEqual([]);
    expect(hostTools("windsurf")).toEqual([]);
    expect(hostTools("constructor")).toEqual([]);
    expect(hostTools("")).toEqual([]);
  });
});

describe("isHostId", () => {
  it("recognises registry ids only", () => {
    expect(isHostId("codex")).toBe(true);
    expect(isHostId("Codex")).toBe(false);
    expect(isHostId("toString")).toBe(false);
  });
});
