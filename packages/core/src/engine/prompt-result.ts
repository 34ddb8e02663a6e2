// The prompt result for a step: its rendered prompt and its response schema (the build's
// precomputed one when there is one, else converted now), with what the call completed on the way.
import type { Handshake } from "@skill-kit/primitives";
import type { ReferenceLoader } from "../definition.js";
import type { PromptResult, StepResult } from "../results.js";
import { nonEmpty } from "./params.js";
import type { RefusalContext } from "./refusal.js";
import { jsonSchemaOf } from "./schema.js";
import { renderStepPrompt } from "./step-prompt.js";

export interface PromptContext extends RefusalContext {
  readonly params: unknown;
  readonly refs: ReferenceLoader;
  readonly host: Handshake;
  /** Response JSON Schemas computed by the build, keyed by qualified step name. */
  readonly schemas: Readonly<Record<string, unknown>> | undefined;
}

export interface PromptExtra {
  readonly preamble?: string;
  readonly completed?: StepResult;
  readonly autoAdvanced?: StepResult[];
}

export function promptResultOf(at: PromptContext, step: string, extra: PromptExtra): PromptResult {
  const { definition, state } = at;
  const prompt = renderStepPrompt({
    definition,
    step,
    params: at.params,
    store: state.accessor(),
    refs: at.refs,
    host: at.host,
    attempts: state.completions(step),
  });
  return {
    kind: "prompt",
    step: at.qualify(step),
    ...(extra.preamble === undefined ? {} : { preamble: extra.preamble }),
    prompt,
    schema: schemaOf(at, step),
    ...(extra.completed ? { completed: extra.completed } : {}),
    ...nonEmpty(extra.autoAdvanced ?? []),
  };
}

function schemaOf(at: PromptContext, step: string): unknown {
  const qualified = at.qualify(step);
  const known = at.schemas;
  if (known !== undefined && Object.hasOwn(known, qualified)) return known[qualified];
  return jsonSchemaOf(at.definition.steps[step]?.config.response);
}
