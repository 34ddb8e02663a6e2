// Renders every step's prompt the way each host would see it, with a stub context.
import { act, createHandshake, hostIds, renderPrompt, system } from "@skill-kit/core";
import type { PromptPiece, PromptValue, SkillDefinition, StepConfig } from "@skill-kit/core";
import { createBudget } from "./placeholder.js";
import { recordingReferences, stubParams, stubStore } from "./stub-context.js";

/** One rendering of a prompt. A prompt that is not a function is rendered once, for `host: "any"`. */
interface PromptRender {
  readonly host: string;
  /** The tools that host has (none for `"any"`). */
  readonly tools: readonly string[];
  readonly pieces: readonly PromptPiece[];
  readonly text: string;
}

/** What lint learned about one step's prompt. */
export interface StepProbe {
  readonly step: string;
  readonly config: StepConfig;
  /** The prompt function's source text; undefined for other prompts. */
  readonly source: string | undefined;
  /** Every rendering that did not throw. */
  readonly renders: readonly PromptRender[];
  /** Files the prompt read with `refs.load`. */
  readonly references: ReadonlySet<string>;
}

/** Attempts each prompt function is rendered for: a first visit and a repeat. */
const probedAttempts = [0, 1] as const;

export function probeSteps(definition: SkillDefinition): StepProbe[] {
  return Object.entries(definition.steps).map(([step, { config }]) => probeStep({ definition, step, config }));
}

interface ProbeInput {
  readonly definition: SkillDefinition;
  readonly step: string;
  readonly config: StepConfig;
}

function probeStep(input: ProbeInput): StepProbe {
  const { config, step, definition } = input;
  const context = { skillName: definition.name };
  const prompt = config.prompt;
  const references = recordingReferences();
  if (typeof prompt !== "function") {
    const render = attempt(() => ({ host: "any", tools: [], pieces: piecesOf(prompt), text: renderPrompt(prompt, context) }));
    return { step, config, source: undefined, renders: render === undefined ? [] : [render], references: references.loaded };
  }
  const renders: PromptRender[] = [];
  for (const host of hostIds) {
    const handshake = createHandshake({ host });
    for (const attempts of probedAttempts) {
      const budget = createBudget();
      const render = attempt(() => {
        const value = prompt({
          store: stubStore(budget),
          params: stubParams(definition, budget),
          refs: references,
          attempts,
          host: handshake,
          act,
          system,
        });
        return { host, tools: handshake.toolsAvailable, pieces: piecesOf(value), text: renderPrompt(value, context) };
      });
      if (render !== undefined) renders.push(render);
    }
  }
  return { step, config, source: prompt.toString(), renders, references: references.loaded };
}

/** Runs `render`; a prompt that throws under the stub context is skipped. */
function attempt(render: () => PromptRender): PromptRender | undefined {
  try {
    return render();
  } catch {
    return undefined;
  }
}

function isPieceList(value: PromptValue): value is readonly PromptPiece[] {
  return Array.isArray(value);
}

function piecesOf(value: PromptValue | undefined): readonly PromptPiece[] {
  if (value === undefined) return [];
  return isPieceList(value) ? value : [value];
}
