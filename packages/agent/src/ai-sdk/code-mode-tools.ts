// Code mode's `search` and `execute` as AI SDK tools, to spread into `generateText`'s, `streamText`'s
// or a `ToolLoopAgent`'s `tools`. A failed call throws, so the SDK sends the model a tool error whose
// text is the failure's code and message.
import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import { codeModeToolList, failureText, type CodeModeTools } from "../code-mode-tools.js";

/** Code mode's tools by name (`search` and `execute`, or their prefixed names). */
export type CodeModeToolSet = Record<string, Tool<{ readonly code: string }, unknown>>;

function schema(definition: CodeModeTools["tools"]["search"]): JSONSchema7 {
  const { properties, required, additionalProperties } = definition.inputSchema;
  return { type: "object", properties: { ...properties }, required: [...required], additionalProperties };
}

function validate(value: unknown): { success: true; value: { readonly code: string } } | { success: false; error: Error } {
  if (typeof value === "object" && value !== null && "code" in value && typeof value.code === "string")
    return { success: true, value: { code: value.code } };
  return { success: false, error: new TypeError('the input must be an object: {"code": <JavaScript>}') };
}

export function codeModeTools(codeMode: CodeModeTools): CodeModeToolSet {
  const entries = codeModeToolList(codeMode).map((definition): [string, Tool<{ readonly code: string }, unknown>] => [
    definition.name,
    tool({
      description: definition.description,
      inputSchema: jsonSchema<{ readonly code: string }>(schema(definition), { validate }),
      execute: async ({ code }) => {
        try {
          return await definition.run(code);
        } catch (error) {
          throw new Error(failureText(error), { cause: error });
        }
      },
    }),
  ]);
  return Object.fromEntries(entries);
}
