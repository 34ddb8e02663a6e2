// The served skills by name, for tools and resources: exact name first, then the host rule (NFKC, any case).
import { nameKey } from "@skill-kit/loader/internal";
import type { ServedSkill } from "./load-served-skills.js";

export class SkillRegistry {
  private readonly byKey = new Map<string, ServedSkill>();

  constructor(readonly skills: readonly ServedSkill[]) {
    for (const served of skills) {
      const key = nameKey(served.skill.name);
      if (!this.byKey.has(key)) this.byKey.set(key, served);
    }
  }

  get workflows(): readonly ServedSkill[] {
    return this.skills.filter((served) => served.workflow);
  }

  find(name: string): ServedSkill | undefined {
    return this.skills.find((served) => served.skill.name === name) ?? this.byKey.get(nameKey(name));
  }

  /** The skill, or an error message that names what is available. */
  lookup(name: string, among: readonly ServedSkill[] = this.skills): ServedSkill | string {
    const served = this.find(name);
    if (served !== undefined && among.includes(served)) return served;
    const names = among.map((item) => item.skill.name);
    const shown = names.length > 20 ? `${names.slice(0, 20).join(", ")}, … (${names.length} in all)` : names.join(", ");
    return `unknown skill "${name}"; available: ${shown === "" ? "none" : shown}`;
  }
}
