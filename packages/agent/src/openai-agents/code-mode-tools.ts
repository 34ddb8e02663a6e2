// Code mode's `search` and `execute` as @openai/agents function tools. A failed call answers with the
// failure's code and message as the tool's output, which the model reads and can act on.
import { tool } from "@openai/agents";
import { codeModeToolList, runCodeModeCall, type CodeModeTools } from "../code-mode-tools.js";
import type { SkillFunctionTool } from "./skill-tools.js";

/** The two tools: give them to your `Agent`. */
export function codeModeTools(codeMode: CodeModeTools): SkillFunctionTool[] {
  return codeModeToolList(codeMode).map((definition) =>
    tool({
      name: definition.name,
      description: definition.description,
      strict: true,
      parameters: {
        type: "object",
        properties: { ...definition.inputSchema.properties },
        required: [...definition.inputSchema.required],
        additionalProperties: false,
      },
      execute: async (input: unknown) => {
        const answer = await runCodeModeCall(codeMode, { name: definition.name, input });
        return answer?.text ?? "";
      },
    }),
  );
}
