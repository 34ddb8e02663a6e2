// Runs a workflow in process against a model, for tests.
import { createHandshake, type Handshake } from "@skill-kit/primitives";
import type { ReferenceLoader, SkillDefinition } from "../definition.js";
import { WorkflowEngine } from "../engine/workflow-engine.js";
import type { StepResult } from "../results.js";
import type { StepRecord, StoreAccessor } from "../store-accessor.js";
import { drive } from "./drive.js";
import type { MockModel } from "./mock-model.js";

export interface RunOptions {
  readonly params?: unknown;
  readonly model: MockModel;
  readonly host?: Partial<Handshake>;
  readonly refs?: ReferenceLoader;
  /** Safety net against a model that never finishes: at most this many model calls (default 1000). */
  readonly maxTurns?: number;
}

export interface SkillRun {
  /** Steps visited, prompt-less ones included. */
  readonly path: readonly string[];
  /** The raw model output per step (the last one for steps visited more than once). */
  readonly outputs: Readonly<Record<string, unknown>>;
  /** The done result's `finalOutput`. */
  readonly response: unknown;
  readonly history: readonly StepRecord[];
  readonly store: StoreAccessor;
  /** Every `completed` and `autoAdvanced` entry, as a stateless agent appends them. */
  readonly transcript: readonly StepResult[];
}

/** A reference loader that returns "" for every file, for tests that do not need references. */
export const emptyReferences: ReferenceLoader = { load: () => "", asset: (path) => path };

export function engineOptions(options: Omit<RunOptions, "model">): ConstructorParameters<typeof WorkflowEngine>[1] {
  return { params: options.params, host: { ...createHandshake(), ...options.host }, refs: options.refs ?? emptyReferences };
}

export async function runSkill(definition: SkillDefinition, options: RunOptions): Promise<SkillRun> {
  const engine = new WorkflowEngine(definition, engineOptions(options));
  const { final, outputs, transcript } = await drive(engine, { model: options.model, maxTurns: options.maxTurns }).catch(
    (error: unknown) => {
      throw new Error(`runSkill: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    },
  );
  if (final.kind !== "done")
    throw new Error(`runSkill: unexpected result kind "${final.kind}"; use runComposite for skills with sub-skills or topics`);
  return { path: engine.path, outputs, response: final.finalOutput, history: engine.records, store: engine.store, transcript };
}
