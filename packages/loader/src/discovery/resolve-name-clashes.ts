// Name clashes: the first skill in precedence order keeps the name; every later one is reported, never dropped silently.
import { warningDiagnostic, type Diagnostic } from "../diagnostic.js";
import type { Skill } from "../skill.js";

/** A skill hidden by an earlier skill of the same name. */
export interface ShadowedSkill {
  readonly skill: Skill;
  readonly by: Skill;
}

/** The winners in order, the hidden skills, and one warning per hidden skill. */
export interface ClashResolution {
  readonly skills: readonly Skill[];
  readonly shadowed: readonly ShadowedSkill[];
  readonly diagnostics: readonly Diagnostic[];
}

/** The key two names clash on: NFKC, then lowercase (hosts look names up case-insensitively). */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}

function where(skill: Skill): string {
  return skill.location ?? skill.name;
}

/** Keeps the first skill of each name (input order is precedence order) and reports the rest. */
export function resolveNameClashes(skills: readonly Skill[]): ClashResolution {
  const winners = new Map<string, Skill>();
  const shadowed: ShadowedSkill[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const skill of skills) {
    const key = nameKey(skill.name);
    const by = winners.get(key);
    if (by === undefined) {
      winners.set(key, skill);
      continue;
    }
    shadowed.push({ skill, by });
    const message = `skill '${skill.name}' at ${where(skill)} is hidden by the skill '${by.name}' at ${where(by)}, which comes first (earlier root, or earlier in name order within the root)`;
    diagnostics.push(warningDiagnostic("name-clash", message, skill.location));
  }
  return { skills: [...winners.values()], shadowed, diagnostics };
}
