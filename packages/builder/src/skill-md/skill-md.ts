// SKILL.md for any buildable: generated, or the author's `skillMd` override (decision 13).
import type { Buildable } from "@skill-kit/core";
import { frontmatter } from "./frontmatter.js";
import { referenceSkillMd } from "./reference-skill-md.js";
import { workflowSkillMd, type Protocol } from "./workflow-skill-md.js";

export interface SkillMdOptions {
  readonly definition: Buildable;
  readonly version: string | undefined;
  readonly protocol: Protocol;
  readonly diagram?: string | undefined;
}

/** An override that starts with `---` is the whole file; otherwise it replaces the body. */
export function skillMd(options: SkillMdOptions): string {
  const { definition } = options;
  if (definition.kind === "reference") return referenceSkillMd(definition, options.version);
  const override = typeof definition.skillMd === "function" ? definition.skillMd(definition) : definition.skillMd;
  if (override === undefined) return workflowSkillMd({ ...options, definition });
  const body = override.endsWith("\n") ? override : `${override}\n`;
  return body.startsWith("---") ? body : `${frontmatter(definition, options.version)}\n${body}`;
}
