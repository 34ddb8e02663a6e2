// The shell tool's local skill list (`shellTool({ environment: { type: "local", skills } })`): the
// model's skills that have a folder, so a Responses model with the shell tool can open them itself.
import type { ShellToolLocalSkill } from "@openai/agents";
import type { SkillHost } from "../host-types.js";

/** Name, description and folder of each skill the model may invoke (user-only and ineligible skills left out). */
export function shellToolSkills(host: SkillHost): ShellToolLocalSkill[] {
  const names = new Set(host.modelSkills());
  return host
    .skills()
    .flatMap(({ skill }) =>
      names.has(skill.name) && skill.directory !== undefined
        ? [{ name: skill.name, description: skill.description, path: skill.directory }]
        : [],
    );
}
