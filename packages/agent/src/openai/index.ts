// @skill-kit/agent/openai: the skill tools for the `openai` client's Chat Completions and Responses
// APIs (definitions, the answer to a call, and the active skills' verdict on the app's own tools).
export { chatSkillTools, checkChatToolCall, handleChatToolCall } from "./chat-completions.js";
export { checkResponsesToolCall, handleResponsesToolCall, responsesSkillTools } from "./responses.js";
export { activeOverride } from "../skill-tool-calls.js";
export {
  chatCodeModeTools,
  handleChatCodeModeCall,
  handleResponsesCodeModeCall,
  responsesCodeModeTools,
} from "./code-mode-tools.js";
