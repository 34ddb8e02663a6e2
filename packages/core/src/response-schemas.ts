// Every step's response JSON Schema, keyed by qualified step name: what a build computes once.
import type { SkillDefinition } from "./definition.js";
import { jsonSchemaOf } from "./engine/schema.js";

export function responseSchemas(definition: SkillDefinition): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  const add = (skill: SkillDefinition, prefix: string): void => {
    for (const [name, step] of Object.entries(skill.steps)) schemas[`${prefix}${name}`] = jsonSchemaOf(step.config.response);
  };
  add(definition, "");
  for (const [name, registration] of Object.entries(definition.subskills ?? {})) add(registration.definition, `${name}/`);
  return schemas;
}
