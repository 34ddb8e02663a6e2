// What the @openai/agents tests share: a model provider that records which model names the runner
// asked for, and every string a model request held (to look for skill content in it).
import type { ModelProvider } from "@openai/agents";
import type { ScriptedModel } from "@openai/agents/testing";

/** Every string in a value (a model request's input items), depth first. */
export function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap((item) => strings(item));
}

/** A provider that answers every name with the scripted model and records the names asked for. */
export function recordingProvider(model: ScriptedModel): { provider: ModelProvider; names: string[] } {
  const names: string[] = [];
  return {
    names,
    provider: {
      getModel(name) {
        names.push(name ?? "(default)");
        return model;
      },
    },
  };
}
