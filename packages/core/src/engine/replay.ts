// Replays a stateless history: rebuilds the store without running actions or observers, and
// refuses any history the graph and the schemas do not allow.
import type { SkillDefinition, StepConfig } from "../definition.js";
import { deepFreeze } from "../deep-merge.js";
import { CycleGuardError, HistoryError, TransitionError } from "../errors.js";
import type { EngineState } from "./engine-state.js";
import { parseHistoryEntry } from "./history-entry.js";
import { validate } from "./schema.js";
import type { Transition } from "./transition.js";

export interface ReplayHooks {
  readonly definition: SkillDefinition;
  readonly state: EngineState;
  readonly local: (step: string) => string;
  readonly record: (step: string, response: unknown, actionResult: unknown) => void;
  readonly transition: (from: string) => Transition;
}

export function replayHistory(history: readonly unknown[], hooks: ReplayHooks): void {
  const { state } = hooks;
  if (state.path.length === 0) state.path.push(state.current);
  history.forEach((raw, index) => {
    const entry = parseHistoryEntry(raw, index);
    const step = hooks.local(entry.step);
    recomputePromptless(hooks, { index, until: step });
    const fail = (message: string): never => {
      throw new HistoryError({
        message: `History entry ${index} ("${entry.step}"): ${message}`,
        data: { index, step: entry.step },
      });
    };
    if (state.status === "done") fail("the workflow was already done before this entry");
    if (state.status === "redirected") fail(`the run had already moved to ${state.redirect ?? "another skill"}`);
    const config = hooks.definition.steps[step]?.config;
    if (config === undefined) return fail(`"${step}" is not a step of skill "${hooks.definition.name}"`);
    if (step !== state.current) fail(`this step cannot come here; the step due is "${state.current}"`);
    const response = replayResponse(config, entry.response, fail);
    const actionResult = config.action === undefined ? undefined : replayActionResult(config, entry, fail);
    hooks.record(step, response, actionResult);
    move(hooks, { index, from: step });
  });
  recomputePromptless(hooks, { index: history.length, until: undefined });
}

function replayResponse(config: StepConfig, response: unknown, fail: (message: string) => never): unknown {
  if (config.response === undefined) return deepFreeze({});
  const checked = validate(config.response, response);
  return checked.ok ? checked.value : fail(`the response fails the step's schema: ${checked.message}`);
}

function replayActionResult(
  config: StepConfig,
  entry: { hasActionResult: boolean; actionResult: unknown },
  fail: (message: string) => never,
): unknown {
  if (!entry.hasActionResult)
    fail(
      "the step has an action but the entry has no actionResult; append the `completed` and `autoAdvanced` objects exactly as returned",
    );
  const action = config.action;
  if (action === undefined || typeof action === "function") return entry.actionResult === null ? undefined : entry.actionResult;
  const checked = validate(action.run.output, entry.actionResult);
  if (checked.ok) return checked.value;
  if (entry.actionResult === null && validate(action.run.output, undefined).ok) return undefined;
  return fail(`the actionResult fails the output schema of action "${action.run.name}": ${checked.message}`);
}

/** Prompt-less steps the agent did not append are recomputed, unless they have an action. */
function recomputePromptless(hooks: ReplayHooks, at: { index: number; until: string | undefined }): void {
  const { state, definition } = hooks;
  while (state.status === "active" && state.current !== at.until) {
    const config = definition.steps[state.current]?.config;
    if (config === undefined || config.prompt !== undefined) return;
    if (config.action !== undefined) {
      throw new HistoryError({
        message: `History entry ${at.index}: prompt-less step "${state.current}" has an action, so its record must be in the history; append every \`autoAdvanced\` entry of each result`,
        data: { index: at.index, step: state.current },
      });
    }
    hooks.record(state.current, deepFreeze({}), undefined);
    move(hooks, { index: at.index, from: state.current });
  }
}

function move(hooks: ReplayHooks, at: { index: number; from: string }): void {
  let next: Transition;
  try {
    next = hooks.transition(at.from);
  } catch (error) {
    if (error instanceof CycleGuardError || error instanceof TransitionError) {
      throw new HistoryError({
        message: `History entry ${at.index} ("${at.from}"): ${error.message}`,
        data: { index: at.index, step: at.from },
        cause: error,
      });
    }
    throw error;
  }
  const { state } = hooks;
  if (next.kind === "terminal") state.status = "done";
  else if (next.kind === "redirect") {
    state.status = "redirected";
    state.redirect = next.target;
  } else {
    state.current = next.to;
    state.path.push(next.to);
  }
}
