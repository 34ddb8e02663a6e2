// Resolves a step's `next` to a target and applies the visit limits.
import type { SkillDefinition, TransitionContext } from "../definition.js";
import { CallbackError, CycleGuardError, TransitionError } from "../errors.js";
import { stepGraph } from "../graph.js";

/** Where a transition goes: a local step, the end, or a route the composite runner handles. */
export type Transition =
  | { readonly kind: "step"; readonly to: string }
  | { readonly kind: "terminal" }
  | { readonly kind: "redirect"; readonly target: string };

export const implicitVisitLimit = 10;

export interface TransitionInput {
  readonly definition: SkillDefinition;
  readonly from: string;
  /** Made only when `next` is a function or has a branch with `when`. */
  readonly context: () => TransitionContext;
  /** Completed visits per step, this completion included. */
  readonly completions: (step: string) => number;
}

export function resolveTransition(input: TransitionInput): Transition {
  const target = chooseTarget(input);
  if (target === undefined) return { kind: "terminal" };
  if (target.startsWith("subskill:") || target.startsWith("topic:")) return { kind: "redirect", target };
  if (!(target in input.definition.steps)) {
    throw new TransitionError({
      message: `Step "${input.from}" chose next step "${target}", which is not a step of skill "${input.definition.name}"`,
      data: { step: input.from, target },
    });
  }
  return guardVisits(input, target);
}

function chooseTarget(input: TransitionInput): string | undefined {
  const { next } = definitionStep(input).config;
  const name = (target: string): string => (target === "self" ? input.from : target);
  if (typeof next === "string") return name(next);
  if (typeof next === "function") {
    const chosen = call(input.from, "next", () => next(input.context()));
    if (typeof chosen === "string") return name(chosen);
    if (typeof chosen === "object") return undefined;
    throw new TransitionError({
      message: `next of step "${input.from}" returned ${JSON.stringify(chosen)}; expected a step name or terminal`,
      data: { step: input.from },
    });
  }
  if (Array.isArray(next)) {
    const branches = next as readonly { readonly to: string; readonly when?: (context: TransitionContext) => boolean }[];
    let context: TransitionContext | undefined;
    for (const branch of branches) {
      const when = branch.when;
      if (when === undefined) return name(branch.to);
      context ??= input.context();
      const chosen = context;
      if (call(input.from, `branch to "${branch.to}"`, () => when(chosen))) return name(branch.to);
    }
    throw new TransitionError({
      message: `No branch of step "${input.from}" matched (targets: ${branches.map((b) => b.to).join(", ")})`,
      data: { step: input.from },
    });
  }
  return undefined;
}

/** `maxVisits: N` on a step: it is shown at most N times; the next transition into it goes to `onMaxVisits`. */
function guardVisits(input: TransitionInput, target: string): Transition {
  const config = input.definition.steps[target]?.config;
  const done = input.completions(target);
  if (config?.maxVisits !== undefined) {
    if (done < config.maxVisits) return { kind: "step", to: target };
    if (config.onMaxVisits === undefined) {
      throw new CycleGuardError({
        message: `Step "${target}" reached its maxVisits of ${config.maxVisits} and has no onMaxVisits`,
        data: { step: target },
      });
    }
    return routeAfterLimit(input, config.onMaxVisits);
  }
  if (stepGraph(input.definition).cycleMembers.has(target) && done >= implicitVisitLimit) {
    throw new CycleGuardError({
      message: `Step "${target}" is on a cycle without maxVisits and reached the implicit limit of ${implicitVisitLimit} visits; add maxVisits and onMaxVisits to the step`,
      data: { step: target },
    });
  }
  return { kind: "step", to: target };
}

function routeAfterLimit(input: TransitionInput, onMaxVisits: string): Transition {
  if (onMaxVisits.startsWith("subskill:") || onMaxVisits.startsWith("topic:")) return { kind: "redirect", target: onMaxVisits };
  return { kind: "step", to: onMaxVisits };
}

function definitionStep(input: TransitionInput): NonNullable<SkillDefinition["steps"][string]> {
  const step = input.definition.steps[input.from];
  if (step === undefined) throw new TransitionError({ message: `Unknown step "${input.from}"`, data: { step: input.from } });
  return step;
}

function call<T>(step: string, what: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CallbackError({ message: `${what} of step "${step}" threw: ${message}`, data: { step }, cause: error });
  }
}
