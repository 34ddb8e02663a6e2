// The typed skill the lenient loader produces: spec fields, Claude Code fields, and everything else.
import type { YamlValue } from "./yaml-value.js";

/** A mapping of frontmatter values. */
export type YamlMapping = { readonly [key: string]: YamlValue };

/** Fields of the Agent Skills specification. */
export interface SpecFields {
  readonly name: string;
  readonly description: string;
  readonly license?: string;
  readonly compatibility?: string;
  /** The spec asks for text values; nested values are kept as written. */
  readonly metadata?: YamlMapping;
  /** `allowed-tools` as the spec defines it: one space-separated string (a list is joined with spaces). */
  readonly allowedTools?: string;
}

/** Claude Code's `effort` levels. */
export type Effort = "low" | "medium" | "high" | "xhigh" | "max";

/** Claude Code's frontmatter extensions, converted to their types. */
export interface ClaudeCodeFields {
  readonly whenToUse?: string;
  readonly argumentHint?: string;
  readonly arguments?: readonly string[];
  readonly disableModelInvocation?: boolean;
  readonly userInvocable?: boolean;
  /** `allowed-tools` as Claude Code reads it: space- or comma-separated text, or a list. */
  readonly allowedTools?: readonly string[];
  readonly disallowedTools?: readonly string[];
  readonly model?: string;
  readonly effort?: Effort;
  readonly context?: "fork";
  readonly agent?: string;
  readonly background?: boolean;
  readonly hooks?: YamlMapping;
  readonly paths?: readonly string[];
  readonly shell?: "bash" | "powershell";
}

/** A loaded skill. Text fields are trimmed; `location` is the absolute SKILL.md path when read from disk. */
export interface Skill {
  readonly name: string;
  readonly description: string;
  readonly body: string;
  readonly location?: string;
  readonly directory?: string;
  readonly spec: SpecFields;
  readonly claudeCode: ClaudeCodeFields;
  /** Keys neither the spec nor Claude Code define, kept as written. */
  readonly unknownFields: YamlMapping;
  /** The whole frontmatter as parsed. */
  readonly frontmatter: YamlMapping;
}
