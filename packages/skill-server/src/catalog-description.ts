// The activation tool's description: what it does, and the catalog of skills within the budget.
import { buildCatalog, type CatalogResult } from "@skill-kit/loader";
import type { ServedSkill } from "./load-served-skills.js";

const intro = [
  "Load a skill: its instructions (SKILL.md) and the list of its files. When a task matches a skill's",
  "description below, call this with the skill's name before you start, then follow the instructions it returns.",
  "Read the files it mentions with read_skill_resource; call deactivate_skill when you are done with it.",
].join(" ");

/** The description and the catalog account (what was shortened or listed by name only). */
export function catalogDescription(
  skills: readonly ServedSkill[],
  budget: number,
): { readonly description: string; readonly catalog: CatalogResult } {
  const catalog = buildCatalog(
    skills.map((served) => served.skill),
    { maxChars: budget, includeLocation: false },
  );
  const others =
    catalog.nameOnly.length === 0
      ? ""
      : "\nSkills under <other_skills> are listed by name only (the catalog is over its budget); activate one to read it.";
  const description =
    catalog.text === "" ? `${intro}\nNo skill can be activated by the model here.` : `${intro}${others}\n\n${catalog.text}`;
  return { description, catalog };
}
