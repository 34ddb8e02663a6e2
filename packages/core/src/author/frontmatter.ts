// Picks the SKILL.md frontmatter extras out of a skill or reference config.
import type { FrontmatterExtras } from "../definition.js";

const keys = [
  "argumentHint",
  "arguments",
  "allowedTools",
  "paths",
  "context",
  "license",
  "compatibility",
  "agent",
  "model",
  "effort",
  "disableModelInvocation",
  "userInvocable",
] as const satisfies readonly (keyof FrontmatterExtras)[];

export function frontmatterOf(config: FrontmatterExtras): FrontmatterExtras {
  const extras: Record<string, unknown> = {};
  for (const key of keys) if (config[key] !== undefined) extras[key] = config[key];
  return Object.freeze(extras);
}
