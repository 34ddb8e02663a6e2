// Targets that leave a workflow: `subskill:<name>` and `topic:<name>` routes of a composite.
import type { SkillDefinition } from "@skill-kit/core";

/** True for a `subskill:` or `topic:` route, registered or not. */
export function isRoute(target: string): boolean {
  return target.startsWith("subskill:") || target.startsWith("topic:");
}

/** True for a route to a sub-skill or topic the definition registers. */
export function isKnownRoute(definition: SkillDefinition, target: string): boolean {
  if (target.startsWith("subskill:")) return definition.subskills?.[target.slice("subskill:".length)] !== undefined;
  if (target.startsWith("topic:")) return definition.topics?.[target.slice("topic:".length)] !== undefined;
  return false;
}
