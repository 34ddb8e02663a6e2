// A scripted model for tests of agent loops: the AI SDK's own `MockLanguageModelV4` (from `ai/test`)
// answering each call with the next scripted step, and helpers to read what it was sent.
import { MockLanguageModelV4 } from "ai/test";

/** One scripted answer of the model. */
export type ScriptedStep = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;
/** What the loop sent the model in one call. */
export type ModelCall = Parameters<MockLanguageModelV4["doGenerate"]>[0];

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
let ids = 0;

/** A step that calls tools, each given as `[toolCallId, toolName, input]`. */
export function toolCalls(...calls: readonly (readonly [string, string, unknown])[]): ScriptedStep {
  return {
    content: calls.map(([toolCallId, toolName, input]) => ({
      type: "tool-call",
      toolCallId,
      toolName,
      input: JSON.stringify(input),
    })),
    finishReason: { unified: "tool-calls", raw: undefined },
    usage,
    warnings: [],
  };
}

/** A step that calls one tool (with a fresh call id). */
export function toolCall(toolName: string, input: unknown): ScriptedStep {
  ids += 1;
  return toolCalls([`call-${String(ids)}`, toolName, input]);
}

/** A step that answers with text and ends the turn. */
export function answer(text: string): ScriptedStep {
  return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
}

/** A model that answers its calls with `steps`, in order. */
export function scriptedModel(modelId: string, steps: ScriptedStep[]): MockLanguageModelV4 {
  return new MockLanguageModelV4({ modelId, doGenerate: steps });
}

/** Everything the model was sent in one call, as JSON text (to look for markers). */
export function sent(call: ModelCall | undefined): string {
  return JSON.stringify(call?.prompt ?? null);
}

/** How many times `part` occurs in `text`. */
export function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The tool names the model was offered in one call, sorted. */
export function offeredTools(call: ModelCall | undefined): string[] {
  return (call?.tools ?? []).map((item) => item.name).sort();
}
