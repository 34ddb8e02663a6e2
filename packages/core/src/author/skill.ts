// `skill(config)` starts a builder; `terminal` ends a run.
import type { type } from "arktype";
import type { Terminal } from "../definition.js";
import type { SkillConfig, ParamsOf, StoresOf } from "./skill-config.js";
import { SkillBuilder } from "./skill-builder.js";
import type { NoFlow } from "./flow.js";
import type { StepRefs } from "./step-names.js";

/** `entry` is the first step name the builder records: `.build()` needs a step of that name (see step-names.ts). */
export function skill<
  P extends type.Any | undefined = undefined,
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- a skill without stores has an empty store map
  S extends Record<string, type.Any> = Record<never, type.Any>,
  const Entry extends string = string,
>(
  config: SkillConfig<P, S> & { readonly entry: Entry },
): SkillBuilder<ParamsOf<P>, StoresOf<S>, object, never, NoFlow, unknown, StepRefs<Entry, never, readonly []>> {
  return new SkillBuilder(config);
}

/** `next: terminal` ends the run. */
export const terminal: Terminal = Object.freeze({ terminal: true as const });
