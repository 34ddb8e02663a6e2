// How a run ends: done (its final output checked against `finalOutput`) or redirected to another
// skill or topic. Both mark the state, tell the observers, and build the result.
import { FinalOutputError, TransitionError } from "../errors.js";
import type { DoneResult, RedirectResult, StepResult } from "../results.js";
import type { ObserverHub } from "./observers.js";
import { nonEmpty } from "./params.js";
import type { RefusalContext } from "./refusal.js";
import { validate } from "./schema.js";

export interface RunEndContext extends RefusalContext {
  readonly observers: ObserverHub;
  readonly startedAt: number;
}

/** Steps completed by the call that ends the run. */
export interface Found {
  readonly completed?: StepResult;
  readonly autoAdvanced: StepResult[];
}

export function finishRun(at: RunEndContext, from: string, found: Found): DoneResult {
  const { definition, state, observers } = at;
  const finalOutput = state.records.at(-1)?.response ?? null;
  if (definition.finalOutput !== undefined) {
    const checked = validate(definition.finalOutput, finalOutput);
    if (!checked.ok)
      throw new FinalOutputError({
        message: `Final output of skill "${definition.name}" fails its finalOutput schema: ${checked.message}`,
        data: {},
      });
  }
  observers.emit("onTransition", { from: at.qualify(from), to: "__terminal__", reason: "terminal" });
  observers.emit("onSkillComplete", {
    path: state.path.map((step) => at.qualify(step)),
    finalOutput,
    durationMs: Date.now() - at.startedAt,
  });
  state.status = "done";
  return {
    kind: "done",
    done: true,
    finalOutput,
    ...(found.completed ? { completed: found.completed } : {}),
    ...nonEmpty(found.autoAdvanced),
  };
}

export function redirectRun(
  at: RunEndContext,
  move: { readonly from: string; readonly target: string },
  found: Found,
): RedirectResult {
  const { state } = at;
  const { from, target } = move;
  at.observers.emit("onTransition", { from: at.qualify(from), to: target, reason: "redirect" });
  state.status = "redirected";
  state.redirect = target;
  const completed = found.completed ?? found.autoAdvanced.at(-1);
  if (completed === undefined) throw new TransitionError({ message: `Redirect to ${target} with no completed step`, data: {} });
  return { kind: "redirect", redirect: target, completed, ...nonEmpty(found.autoAdvanced), store: state.accessor() };
}
