// Code mode's `search` and `execute` for the `openai` client: function tools for Chat Completions and
// for Responses, and the message or item answering a call of either.
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageToolCall,
  ChatCompletionToolMessageParam,
} from "openai/resources/chat/completions";
import type { FunctionTool, ResponseFunctionToolCall, ResponseInputItem } from "openai/resources/responses/responses";
import { codeModeToolList, runCodeModeCall, type CodeModeTools } from "../code-mode-tools.js";

function parameters(definition: CodeModeTools["tools"]["search"]): Record<string, unknown> {
  return { ...definition.inputSchema, required: [...definition.inputSchema.required] };
}

/** The two tools, for `chat.completions.create({ tools })`. */
export function chatCodeModeTools(codeMode: CodeModeTools): ChatCompletionFunctionTool[] {
  return codeModeToolList(codeMode).map((definition) => ({
    type: "function",
    function: { name: definition.name, description: definition.description, parameters: parameters(definition), strict: true },
  }));
}

/** The `tool` message answering a call of `search` or `execute`; undefined for any other call. */
export async function handleChatCodeModeCall(
  codeMode: CodeModeTools,
  call: ChatCompletionMessageToolCall,
): Promise<ChatCompletionToolMessageParam | undefined> {
  if (call.type !== "function") return undefined;
  const answer = await runCodeModeCall(codeMode, { name: call.function.name, input: call.function.arguments });
  return answer === undefined ? undefined : { role: "tool", tool_call_id: call.id, content: answer.text };
}

/** The two tools, for `responses.create({ tools })`. */
export function responsesCodeModeTools(codeMode: CodeModeTools): FunctionTool[] {
  return codeModeToolList(codeMode).map((definition) => ({
    type: "function",
    name: definition.name,
    description: definition.description,
    parameters: parameters(definition),
    strict: true,
  }));
}

/** The `function_call_output` answering a call of `search` or `execute`; undefined for any other call. */
export async function handleResponsesCodeModeCall(
  codeMode: CodeModeTools,
  call: ResponseFunctionToolCall,
): Promise<ResponseInputItem.FunctionCallOutput | undefined> {
  const answer = await runCodeModeCall(codeMode, { name: call.name, input: call.arguments });
  return answer === undefined ? undefined : { type: "function_call_output", call_id: call.call_id, output: answer.text };
}
