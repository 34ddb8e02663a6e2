// Skills the app already holds (parsed SKILL.md text, workflow skills from source): a source that
// never changes and never touches a disk.
import type { Skill } from "@skill-kit/loader/portable";
import type { HostSkill, SkillSource } from "./types.js";

function isHostSkill(value: Skill | HostSkill): value is HostSkill {
  return "skill" in value;
}

/** A source over skills given in memory (a loader `Skill`, or a `HostSkill` with files or a workflow). */
export function givenSkills(skills: readonly (Skill | HostSkill)[]): SkillSource {
  const set = { skills: skills.map((item) => (isHostSkill(item) ? item : { skill: item })), skipped: [] };
  return { load: () => set };
}
