// The workflow definitions of the studio's skills, loaded from their entries the way `skill-kit run
// <entry.ts>` loads one (builder's `tryLoadEntry`, through the library's cache of loaded sources).
import { dirname, resolve } from "node:path";
import { SessionError, SkillKitError, type SkillDefinition } from "@skill-kit/core";
import { loadDefinition } from "../library/load-definition.js";
import type { StudioContext, StudioSkill } from "../server/route.js";

/** A skill with its loaded workflow, and the folder its references are read from (the entry's, as `skill-kit run` has it). */
export interface Workflow {
  readonly skill: StudioSkill;
  readonly definition: SkillDefinition;
  readonly skillDir: string;
}

/** The skill's workflow, loaded once per change of its entry (shared with the library's routes). */
async function definitionOf(entry: string): Promise<SkillDefinition> {
  const result = await loadDefinition(entry);
  if (!result.ok) throw new SkillKitError({ code: "ENTRY_INVALID", message: result.message });
  if (result.definition.kind !== "skill")
    throw new SkillKitError({ code: "STUDIO_NOT_FOUND", message: `${entry} is a reference skill: it has no workflow to drive` });
  return result.definition;
}

/** The workflow of skill `id`: `STUDIO_NOT_FOUND` when the studio has no such skill or it has no workflow. */
export async function workflowOf(context: StudioContext, id: string): Promise<Workflow> {
  const skill = context.skills().find((found) => found.id === id);
  if (skill === undefined) throw new SkillKitError({ code: "STUDIO_NOT_FOUND", message: `no skill "${id}" in this studio` });
  if (skill.entry === undefined)
    throw new SkillKitError({
      code: "STUDIO_NOT_FOUND",
      message: `skill "${id}" has no workflow (no skill.ts beside its SKILL.md)`,
    });
  const entry = resolve(skill.entry);
  return { skill, definition: await definitionOf(entry), skillDir: dirname(entry) };
}

/**
 * The workflow a run of skill `name` advances with: skill `id` when given (its workflow must be
 * named `name`, else the run is not one of its runs: `SESSION_NOT_FOUND`), else the first skill
 * whose workflow is named `name`.
 */
export async function workflowForRun(
  context: StudioContext,
  run: { name: string; id: string; skill?: string | undefined },
): Promise<Workflow> {
  if (run.skill !== undefined) {
    const workflow = await workflowOf(context, run.skill);
    if (workflow.definition.name !== run.name)
      throw new SessionError("SESSION_NOT_FOUND", {
        message: `Unknown session "${run.id}" for skill "${run.skill}": it is a run of "${run.name}".`,
      });
    return workflow;
  }
  // Skills of that name first; a workflow may be named otherwise than its SKILL.md says.
  const named = (skill: StudioSkill): number => (skill.name === run.name ? 0 : 1);
  for (const skill of [...context.skills()].sort((a, b) => named(a) - named(b))) {
    if (skill.entry === undefined) continue;
    const workflow = await workflowOf(context, skill.id).catch(() => undefined);
    if (workflow?.definition.name === run.name) return workflow;
  }
  throw new SkillKitError({
    code: "STUDIO_NOT_FOUND",
    message: `session "${run.id}" is a run of "${run.name}", a skill this studio did not load`,
  });
}
