// `skill(config)` starts a builder; `terminal` ends a run.
import type { type } from "arktype";
import type { Terminal } from "../definition.js";
import type { SkillConfig, ParamsOf, StoresOf } from "./skill-config.js";
import { SkillBuilder } from "./skill-builder.js";

// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- a skill without stores has an empty store map
export function skill<P extends type.Any | undefined = undefined, S extends Record<string, type.Any> = Record<never, type.Any>>(
  config: SkillConfig<P, S>,
): SkillBuilder<ParamsOf<P>, StoresOf<S>> {
  return new SkillBuilder(config);
}

/** `next: terminal` ends the run. */
export const terminal: Terminal = Object.freeze({ terminal: true as const });
