// What `skill()` takes.
import type { type } from "arktype";
import type { FrontmatterExtras, ObserverMap, PackageConfig, SkillDefinition } from "../definition.js";

/** `version` and `resolveVersion: true` are exclusive; the version defaults to 0.0.0. */
export type VersionChoice =
  | { readonly version?: string; readonly resolveVersion?: false }
  | { readonly version?: never; readonly resolveVersion: true };

export type SkillConfig<
  P extends type.Any | undefined = type.Any | undefined,
  S extends Record<string, type.Any> = Record<string, type.Any>,
> = {
  readonly name: string;
  readonly entry: string;
  readonly description?: string;
  readonly triggers?: readonly string[];
  /** Persona and tone text, sent before the preamble. */
  readonly system?: string;
  readonly params?: P;
  /** Sub-stores written by `save` and deep-merged. */
  readonly stores?: S;
  readonly observers?: ObserverMap;
  readonly finalOutput?: type.Any;
  /**
   * Abort an action (through its `signal`) and fail the step when it runs longer than this many
   * milliseconds; for every action of the skill, inline ones included, unless the action sets its
   * own `timeoutMs`. No limit when unset.
   */
  readonly actionTimeoutMs?: number;
  /** Replaces the generated SKILL.md body (a string or a function of the definition). */
  readonly skillMd?: string | ((skill: SkillDefinition) => string);
  readonly package?: PackageConfig;
} & VersionChoice &
  FrontmatterExtras;

export type ParamsOf<P> = P extends type.Any ? P["infer"] : Record<string, unknown>;
export type StoresOf<S> = { readonly [K in keyof S]: S[K] extends type.Any ? S[K]["infer"] : never };
