// Code mode's `search` and `execute` for the Anthropic Messages API: tool definitions, and the
// `tool_result` answering a `tool_use` of either (`is_error` with the failure's code and message).
import type { Tool, ToolResultBlockParam, ToolUseBlock, ToolUseBlockParam } from "@anthropic-ai/sdk/resources/messages";
import { codeModeToolList, runCodeModeCall, type CodeModeTools } from "../code-mode-tools.js";

/** The two tools, for `messages.create({ tools })`. */
export function codeModeToolDefinitions(codeMode: CodeModeTools): Tool[] {
  return codeModeToolList(codeMode).map((definition) => ({
    name: definition.name,
    description: definition.description,
    input_schema: { ...definition.inputSchema, required: [...definition.inputSchema.required] },
  }));
}

/** The `tool_result` answering a `tool_use` of `search` or `execute`; undefined for any other tool. */
export async function handleCodeModeToolUse(
  codeMode: CodeModeTools,
  toolUse: ToolUseBlock | ToolUseBlockParam,
): Promise<ToolResultBlockParam | undefined> {
  const answer = await runCodeModeCall(codeMode, { name: toolUse.name, input: toolUse.input });
  if (answer === undefined) return undefined;
  return { type: "tool_result", tool_use_id: toolUse.id, content: answer.text, ...(answer.isError ? { is_error: true } : {}) };
}
