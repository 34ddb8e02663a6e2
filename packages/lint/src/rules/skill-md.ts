// `skill-md`: the name and description the build writes into SKILL.md pass the loader's strict check.
import type { SkillDefinition } from "@skill-kit/core";
import { validateSkillMdStrict } from "@skill-kit/loader/strict";
import type { LintDiagnostic } from "../lint-diagnostic.js";

const rule = "skill-md";

/**
 * The description the build writes: the configured one, then `Trigger keywords: a, b` when there
 * are triggers, joined by " " after a final "." and by ". " otherwise (§9.1).
 */
export function generatedDescription(definition: Pick<SkillDefinition, "description" | "triggers">): string {
  const { description, triggers } = definition;
  if (triggers.length === 0) return description;
  const keywords = `Trigger keywords: ${triggers.join(", ")}`;
  if (description.trim() === "") return keywords;
  return `${description}${description.endsWith(".") ? " " : ". "}${keywords}`;
}

/** The frontmatter fields the strict check judges, written as the build writes them. */
export function frontmatterText(definition: Pick<SkillDefinition, "name" | "description" | "triggers">): string {
  return `---\nname: ${definition.name}\ndescription: ${JSON.stringify(generatedDescription(definition))}\n---\n`;
}

export function skillMd(definition: SkillDefinition): LintDiagnostic[] {
  const verdict = validateSkillMdStrict(frontmatterText(definition));
  return verdict.diagnostics.map((found) => ({
    rule,
    severity: "error",
    message: `the generated SKILL.md fails the strict check (${found.rule}): ${firstLine(found.message)}`,
  }));
}

function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? text;
}
