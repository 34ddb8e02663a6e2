// Checks one found skill in the chosen mode, reading its SKILL.md exactly once.
import { readSkillFileAt } from "../files/read-skill-file.js";
import { parseSkillMd } from "../lenient/parse-skill-md.js";
import { validateSkillMdStrict } from "../strict/validate-skill-md-strict.js";
import type { FoundSkill } from "./find-skills.js";
import { checkForHost } from "./host-check.js";
import { skillCheck, type CheckRules, type SkillCheck } from "./skill-check.js";

/**
 * Strict mode reads the folder by the path as found, so the folder name is what skills-ref would see
 * (`.` has an empty name there); the other modes use the absolute folder.
 */
export function checkSkill(found: FoundSkill, mode: CheckRules): SkillCheck {
  const read = readSkillFileAt(mode === "strict" ? found.dir : found.directory, found.file);
  if (!read.ok) return skillCheck({ dir: found.dir, name: null, diagnostics: [read.diagnostic] });
  const { file } = read;
  if (mode === "strict") {
    const strict = validateSkillMdStrict(file.text, { directoryName: file.directoryName, path: found.file });
    const properties = strict.properties;
    const catalog = properties === undefined ? undefined : { name: properties.name, description: properties.description };
    return skillCheck({ dir: found.dir, name: properties?.name ?? null, diagnostics: strict.diagnostics, catalog });
  }
  const parsed = parseSkillMd(file.text, { directoryName: file.directoryName, location: found.file, directory: found.directory });
  if (mode !== "lenient") return checkForHost({ host: mode, found, text: file.text, parsed });
  const skill = parsed.ok ? parsed.skill : undefined;
  return skillCheck({ dir: found.dir, name: skill?.name ?? null, diagnostics: parsed.diagnostics, catalog: skill });
}
