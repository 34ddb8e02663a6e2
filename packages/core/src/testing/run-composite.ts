// Runs a composite skill in process, following its redirects, for tests.
import { CompositeRun, type Redirection } from "../composite/composite-run.js";
import type { SkillDefinition } from "../definition.js";
import type { StepResult } from "../results.js";
import type { StepRecord } from "../store-accessor.js";
import { drive } from "./drive.js";
import { engineOptions, type RunOptions } from "./run-skill.js";

export interface CompositeRunOptions extends RunOptions {
  /** Start straight in this sub-skill; `params` are then the sub-skill's. */
  readonly directSubskill?: string;
}

export interface CompositeSkillRun {
  /** Steps visited, dispatcher then sub-skill (qualified as `sub/step`). */
  readonly path: readonly string[];
  /** Raw model outputs by (qualified) step. */
  readonly outputs: Readonly<Record<string, unknown>>;
  /** The done result's `finalOutput` (`{topic, content}` for a topic). */
  readonly output: unknown;
  readonly history: readonly StepRecord[];
  readonly transcript: readonly StepResult[];
  readonly redirectedTo?: Redirection;
}

export async function runComposite(definition: SkillDefinition, options: CompositeRunOptions): Promise<CompositeSkillRun> {
  const run =
    options.directSubskill === undefined
      ? CompositeRun.dispatch(definition, engineOptions(options))
      : CompositeRun.direct(definition, options.directSubskill, engineOptions(options));
  const { final, outputs, transcript } = await drive(run, { model: options.model, maxTurns: options.maxTurns }).catch(
    (error: unknown) => {
      throw new Error(`runComposite: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    },
  );
  if (final.kind !== "done") throw new Error(`runComposite: unexpected result kind "${final.kind}"`);
  const engines = run.engines();
  return {
    path: engines.flatMap((engine) => engine.path.map((step) => `${engine.prefix}${step}`)),
    outputs,
    output: final.finalOutput,
    history: engines.flatMap((engine) => engine.records),
    transcript,
    ...(run.redirectedTo === undefined ? {} : { redirectedTo: run.redirectedTo }),
  };
}
