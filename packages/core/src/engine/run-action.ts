// Runs a step's action with an AbortSignal, an optional time limit, and schema checks on both ends.
import { ActionError } from "../errors.js";
import type { ActionContext, ErasedAction, StepConfig } from "../definition.js";
import { jsonForm } from "../json-form.js";
import { validate, type Validation } from "./schema.js";

export interface ActionRun {
  readonly step: string;
  readonly context: ActionContext;
  readonly signal?: AbortSignal | undefined;
  /** The limit for an action without a `timeoutMs` of its own (the skill's, else the engine's). */
  readonly timeoutMs?: number | undefined;
}

/** The action's name, or "inline" for a function written on the step. */
function actionName(config: StepConfig): string {
  const action = config.action;
  return action !== undefined && typeof action !== "function" ? action.run.name : "inline";
}

/** The limit that applies: the reusable action's own `timeoutMs`, else the run's. */
function actionTimeoutOf(config: StepConfig, fallback: number | undefined): number | undefined {
  const action = config.action;
  return (action !== undefined && typeof action !== "function" ? action.run.timeoutMs : undefined) ?? fallback;
}

export async function runAction(config: StepConfig, run: ActionRun): Promise<unknown> {
  const action = config.action;
  if (action === undefined) return undefined;
  const name = actionName(config);
  const controller = new AbortController();
  const abortFromCaller = (): void => {
    controller.abort(run.signal?.reason);
  };
  run.signal?.addEventListener("abort", abortFromCaller, { once: true });
  const ms = actionTimeoutOf(config, run.timeoutMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    if (ms === undefined) return;
    timer = setTimeout(() => {
      const error = new ActionError({
        message: `Action "${name}" timed out after ${ms} ms at step "${run.step}"`,
        data: { action: name, step: run.step, reason: "timeout", timeoutMs: ms },
      });
      // The action sees this error as `signal.reason`; the step fails now, whether or not it stops.
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    const work =
      typeof action === "function"
        ? Promise.resolve(action({ ...run.context, signal: controller.signal })).then((result) => inlineResult(result, run.step))
        : runDefined(action.run, {
            input: action.mapInput ? action.mapInput(run.context) : run.context.response,
            signal: controller.signal,
            step: run.step,
          });
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (error instanceof ActionError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ActionError({
      message: `Action "${name}" failed at step "${run.step}": ${message}`,
      data: { action: name, step: run.step, reason: "threw" },
      cause: error,
    });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    run.signal?.removeEventListener("abort", abortFromCaller);
  }
}

/** An inline action's result as history will carry it, so a replay sees what this call saw. */
function inlineResult(result: unknown, step: string): unknown {
  const json = jsonForm(result);
  if (json.ok) return json.value;
  throw new ActionError({
    message: `Action "inline" returned output at step "${step}" that ${json.message}`,
    data: { action: "inline", step, reason: "invalid-output" },
  });
}

/** Input and output are checked in their JSON form: an optional key set to `undefined` is absent. */
async function runDefined(action: ErasedAction, call: { input: unknown; signal: AbortSignal; step: string }): Promise<unknown> {
  const input = checkJson(action.input, call.input);
  if (!input.ok) {
    throw new ActionError({
      message: `Action "${action.name}" received invalid input at step "${call.step}": ${input.message}`,
      data: { action: action.name, step: call.step, reason: "invalid-input" },
    });
  }
  const output = checkJson(action.output, await action.run({ input: input.value, signal: call.signal }));
  if (!output.ok) {
    throw new ActionError({
      message: `Action "${action.name}" returned invalid output at step "${call.step}": ${output.message}`,
      data: { action: action.name, step: call.step, reason: "invalid-output" },
    });
  }
  return output.value;
}

function checkJson(schema: ErasedAction["input"], value: unknown): Validation {
  const json = jsonForm(value);
  return json.ok ? validate(schema, json.value) : json;
}
