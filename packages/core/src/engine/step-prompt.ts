// Renders the prompt text of one step.
import { act, renderPrompt, system, type Handshake } from "@skill-kit/primitives";
import type { ReferenceLoader, SkillDefinition } from "../definition.js";
import { CallbackError } from "../errors.js";
import type { StoreAccessor } from "../store-accessor.js";

export interface StepPromptInput {
  readonly definition: SkillDefinition;
  readonly step: string;
  readonly params: unknown;
  readonly store: StoreAccessor;
  readonly refs: ReferenceLoader;
  readonly host: Handshake;
  readonly attempts: number;
}

export function renderStepPrompt(input: StepPromptInput): string {
  const prompt = input.definition.steps[input.step]?.config.prompt;
  const context = { skillName: input.definition.name };
  if (typeof prompt !== "function") return renderPrompt(prompt, context);
  try {
    const value = prompt({
      store: input.store,
      params: input.params,
      refs: input.refs,
      attempts: input.attempts,
      host: input.host,
      act,
      system,
    });
    return renderPrompt(value, context);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CallbackError({
      message: `prompt of step "${input.step}" threw: ${message}`,
      data: { step: input.step },
      cause: error,
    });
  }
}

/** A loader for engines that were given no references: every load fails with a clear message. */
export const missingReferences: ReferenceLoader = {
  load(file) {
    throw new Error(`refs.load("${file}"): no reference folder is available to this run`);
  },
  asset(path) {
    return path;
  },
};
