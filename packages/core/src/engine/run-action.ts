// Runs a step's action with an AbortSignal, an optional timeout, and schema checks on both ends.
import { ActionError } from "../errors.js";
import type { ActionContext, ErasedAction, StepConfig } from "../definition.js";
import { validate } from "./schema.js";

export interface ActionRun {
  readonly step: string;
  readonly context: ActionContext;
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
}

/** The action's name, or "inline" for a function written on the step. */
export function actionName(config: StepConfig): string {
  const action = config.action;
  return action !== undefined && typeof action !== "function" ? action.run.name : "inline";
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    if (run.timeoutMs === undefined) return;
    const ms = run.timeoutMs;
    timer = setTimeout(() => {
      controller.abort();
      reject(new ActionError({ message: `Action "${name}" timed out after ${ms} ms at step "${run.step}"`, data: { action: name, step: run.step } }));
    }, ms);
  });
  try {
    const work =
      typeof action === "function"
        ? Promise.resolve(action({ ...run.context, signal: controller.signal }))
        : runDefined(action.run, { input: action.mapInput ? action.mapInput(run.context) : run.context.response, signal: controller.signal, step: run.step });
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (error instanceof ActionError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ActionError({ message: `Action "${name}" failed at step "${run.step}": ${message}`, data: { action: name, step: run.step }, cause: error });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    run.signal?.removeEventListener("abort", abortFromCaller);
  }
}

async function runDefined(action: ErasedAction, call: { input: unknown; signal: AbortSignal; step: string }): Promise<unknown> {
  const input = validate(action.input, call.input);
  if (!input.ok) {
    throw new ActionError({ message: `Action "${action.name}" received invalid input at step "${call.step}": ${input.message}`, data: { action: action.name, step: call.step } });
  }
  const output = validate(action.output, await action.run({ input: input.value, signal: call.signal }));
  if (!output.ok) {
    throw new ActionError({ message: `Action "${action.name}" returned invalid output at step "${call.step}": ${output.message}`, data: { action: action.name, step: call.step } });
  }
  return output.value;
}
