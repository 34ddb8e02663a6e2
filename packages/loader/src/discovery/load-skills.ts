// Discovery plus lenient loading: every skill found, clashes resolved, every skip explained.
import { discoverSkills, type DiscoverOptions } from "./discover-skills.js";
import { resolveNameClashes, type ShadowedSkill } from "./resolve-name-clashes.js";
import type { Diagnostic } from "../diagnostic.js";
import { readSkillFileAt, type ReadSkillFileOptions } from "../files/read-skill-file.js";
import type { FrontmatterLimits } from "../lenient/load-frontmatter.js";
import { parseSkillMd } from "../lenient/parse-skill-md.js";
import type { Skill } from "../skill.js";

/** Discovery options plus the limits used to read each SKILL.md. */
export interface LoadSkillsOptions extends DiscoverOptions, ReadSkillFileOptions, FrontmatterLimits {}

/** A skill folder that could not be loaded, with the reasons. */
export interface SkippedSkill {
  readonly directory: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** Loaded skills in precedence order, the ones skipped or hidden, and every diagnostic. */
export interface LoadSkillsResult {
  readonly skills: readonly Skill[];
  readonly skipped: readonly SkippedSkill[];
  readonly shadowed: readonly ShadowedSkill[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Finds skills (host folders and given paths) and loads each leniently. */
export function loadSkills(options: LoadSkillsOptions = {}): LoadSkillsResult {
  const discovery = discoverSkills(options);
  const diagnostics: Diagnostic[] = [...discovery.diagnostics];
  const loaded: Skill[] = [];
  const skipped: SkippedSkill[] = [];
  for (const candidate of discovery.candidates) {
    const read = readSkillFileAt(candidate.directory, candidate.file, options);
    if (!read.ok) {
      skipped.push({ directory: candidate.directory, diagnostics: [read.diagnostic] });
      diagnostics.push(read.diagnostic);
      continue;
    }
    const { file } = read;
    const parsed = parseSkillMd(file.text, {
      ...options,
      directoryName: file.directoryName,
      location: candidate.file,
      directory: candidate.directory,
    });
    diagnostics.push(...parsed.diagnostics);
    if (parsed.ok) loaded.push(parsed.skill);
    else skipped.push({ directory: candidate.directory, diagnostics: parsed.diagnostics });
  }
  const clashes = resolveNameClashes(loaded);
  return { skills: clashes.skills, skipped, shadowed: clashes.shadowed, diagnostics: [...diagnostics, ...clashes.diagnostics] };
}
