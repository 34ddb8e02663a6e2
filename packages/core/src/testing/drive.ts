// The agent loop shared by runSkill and runComposite: ask the model, advance, repeat until done.
import type { EngineResult, StepResult } from "../results.js";
import type { MockModel } from "./mock-model.js";

export interface Drivable {
  start(): Promise<EngineResult>;
  advance(step: string, output: unknown): Promise<EngineResult>;
}

export interface Drive {
  readonly final: EngineResult;
  readonly outputs: Readonly<Record<string, unknown>>;
  readonly transcript: readonly StepResult[];
}

export async function drive(
  run: Drivable,
  options: { readonly model: MockModel; readonly maxTurns?: number | undefined },
): Promise<Drive> {
  const maxTurns = options.maxTurns ?? 1000;
  const outputs: Record<string, unknown> = {};
  const transcript: StepResult[] = [];
  let result = await run.start();
  for (let turn = 0; ; turn += 1) {
    if (result.kind === "error") throw new Error(`step "${result.step}" rejected the model's output: ${result.message}`);
    if (result.completed !== undefined) transcript.push(result.completed);
    if (result.autoAdvanced !== undefined) transcript.push(...result.autoAdvanced);
    if (result.kind !== "prompt") return { final: result, outputs, transcript };
    if (turn >= maxTurns) throw new Error(`more than ${maxTurns} model calls; the workflow does not finish`);
    const output = await options.model.respond(result.step, result.prompt);
    outputs[result.step] = output;
    result = await run.advance(result.step, output);
  }
}
