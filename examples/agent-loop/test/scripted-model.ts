// A scripted model for the example's tests: the AI SDK's own MockLanguageModelV4, answering each
// call with the next scripted step (tool calls or a final text), and what it was sent.
import { MockLanguageModelV4 } from "ai/test";

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;
type ModelCall = Parameters<MockLanguageModelV4["doGenerate"]>[0];

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
let ids = 0;

/** A step that calls one tool. */
export function callTool(toolName: string, input: unknown): GenerateResult {
  ids += 1;
  return {
    content: [{ type: "tool-call", toolCallId: `call-${String(ids)}`, toolName, input: JSON.stringify(input) }],
    finishReason: { unified: "tool-calls", raw: undefined },
    usage,
    warnings: [],
  };
}

/** A step that answers with text and ends the turn. */
export function reply(text: string): GenerateResult {
  return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
}

export function scriptedModel(modelId: string, steps: GenerateResult[]): MockLanguageModelV4 {
  return new MockLanguageModelV4({ modelId, doGenerate: steps });
}

/** Everything the model was sent in one call, as JSON text (to look for markers). */
export function sent(call: ModelCall | undefined): string {
  return JSON.stringify(call?.prompt ?? null);
}

export function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The tool names the model was offered in one call, sorted. */
export function offeredTools(call: ModelCall | undefined): string[] {
  return (call?.tools ?? []).map((item) => item.name).sort();
}
