// `save`: decides the step's result and writes sub-stores.
import type { AnyType, SaveContext, StepConfig } from "../definition.js";
import { isPlainObject } from "../deep-merge.js";
import { CallbackError } from "../errors.js";
import { validate } from "./schema.js";

export interface SaveOutcome {
  readonly result: unknown;
  readonly writes: Readonly<Record<string, unknown>>;
}

export interface SaveInput {
  readonly step: string;
  /** The context's fields; the context itself (with its lazy `store`) is made only when the step has a `save`. */
  readonly fields: Omit<SaveContext, "store">;
  readonly withStore: (fields: Omit<SaveContext, "store">) => SaveContext;
  readonly stores: Readonly<Record<string, AnyType>>;
  readonly log: (line: string) => void;
}

const noWrites: Readonly<Record<string, unknown>> = Object.freeze({});

/** Result priority: `save().step`, then the action result, then the response. */
export function applySave(config: StepConfig, input: SaveInput): SaveOutcome {
  const { actionResult, response } = input.fields;
  const fallback = actionResult !== undefined ? actionResult : response;
  if (config.save === undefined) return { result: fallback, writes: noWrites };
  let saved: unknown;
  try {
    saved = config.save(input.withStore(input.fields));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CallbackError({
      message: `save of step "${input.step}" threw: ${message}`,
      data: { step: input.step },
      cause: error,
    });
  }
  if (!isPlainObject(saved)) return { result: fallback, writes: noWrites };
  const { step: stepValue, ...writes } = saved;
  for (const [name, value] of Object.entries(writes)) checkWrite({ ...input, name, value });
  return { result: stepValue !== undefined ? stepValue : fallback, writes };
}

function checkWrite(write: SaveInput & { readonly name: string; readonly value: unknown }): void {
  const warn = (detail: string): void => {
    write.log(`[skill-kit] save validation warning at step "${write.step}": ${detail}`);
  };
  const schema = write.stores[write.name];
  if (schema === undefined) {
    warn(`store "${write.name}" is not declared in the skill's stores`);
    return;
  }
  const partial = partialOf(schema);
  const checked = validate(partial, write.value);
  if (!checked.ok) warn(`store "${write.name}": ${checked.message}`);
}

function partialOf(schema: AnyType): AnyType {
  try {
    return (schema as AnyType & { partial(): AnyType }).partial();
  } catch {
    return schema;
  }
}
