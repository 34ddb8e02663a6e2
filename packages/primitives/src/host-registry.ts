// The tools each known host offers (§7.1); an unknown host offers none.

/** The host ids the registry knows. */
export type HostId =
  | "claude-code"
  | "codex"
  | "opencode"
  | "gemini-cli"
  | "cline"
  | "roo-code"
  | "kilo-code"
  | "cursor"
  | "amp"
  | "generic";

const tools = (list: string): readonly string[] => Object.freeze(list.split(" "));

/** The tool names known per host, in the registry's order. */
export const hostRegistry: Readonly<Record<HostId, readonly string[]>> = Object.freeze({
  "claude-code": tools(
    "AskUserQuestion EnterPlanMode ExitPlanMode TaskCreate TaskUpdate TaskList TaskGet Agent Skill Read Edit Write Bash Glob Grep WebFetch WebSearch TodoWrite SendMessage Monitor LSP NotebookEdit EnterWorktree ExitWorktree",
  ),
  codex: tools(
    "shell exec_command write_stdin apply_patch update_plan web_search view_image request_user_input spawn_agent send_input wait_agent close_agent",
  ),
  opencode: tools("bash read write edit apply_patch glob grep codesearch lsp webfetch websearch question todo task plan skill"),
  "gemini-cli": tools(
    "shell read-file read-many-files write-file edit glob grep ls web-search web-fetch ask-user enter-plan-mode exit-plan-mode write-todos agent tracker-create-task tracker-update-task tracker-list-tasks tracker-get-task memory activate-skill complete-task",
  ),
  cline: tools(
    "execute_command read_file write_to_file edit_file apply_diff apply_patch search_files list_files codebase_search browser_action ask_followup_question attempt_completion new_task switch_mode update_todo_list WEB_SEARCH WEB_FETCH PLAN_MODE ACT_MODE USE_SUBAGENTS",
  ),
  "roo-code": tools(
    "execute_command read_file write_to_file edit_file apply_diff apply_patch search_replace search_files list_files codebase_search ask_followup_question attempt_completion new_task switch_mode update_todo_list access_mcp_resource skill",
  ),
  "kilo-code": tools(
    "execute_command read_file write_to_file edit_file fast_edit_file apply_diff apply_patch delete_file search_and_replace search_files list_files codebase_search browser_action ask_followup_question attempt_completion new_task switch_mode update_todo_list access_mcp_resource",
  ),
  cursor: tools("codebase_search read_file edit_file run_terminal_command file_search grep_search list_dir"),
  amp: tools("shell read write edit"),
  generic: Object.freeze([]),
});

/** Every host id, in the registry's order. */
export const hostIds: readonly HostId[] = Object.freeze([
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

/** True for a host id the registry knows. */
export function isHostId(host: string): host is HostId {
  return hostIds.some((id) => id === host);
}

/** The tools the registry knows for `host`; an unknown host (and `generic`) gives `[]`. */
export function hostTools(host: string): readonly string[] {
  return isHostId(host) ? hostRegistry[host] : hostRegistry.generic;
}
