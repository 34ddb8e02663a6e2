// The skills the studio shows: every SKILL.md folder under the `--skills` folders (the loader's
// discovery: bounded, links followed only inside the roots), and the `--entry` source as a skill of
// its own unless a folder found already holds it. Loading a workflow source runs its code, so only
// the `--entry` source is ever loaded: a `skill.ts` or `src/skill.ts` found beside another SKILL.md
// is named (`source`) and left alone, since the folders shown are often a stranger's. Ids are names,
// made unique with `-2`, `-3`, … in order.
import { existsSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { discoverSkills, readSkillFileAt, parseSkillMd } from "@skill-kit/loader";
import type { StudioSkill } from "../server/route.js";

/** Where to look: folders of skills (or one skill folder), and a workflow source. */
export interface SkillSources {
  readonly dirs: readonly string[];
  readonly entry?: string | undefined;
  /** The `--entry` source's skill name, when it loaded (else the file's name stands in). */
  readonly entryName?: string | undefined;
}

const entryNames = ["skill.ts", join("src", "skill.ts")];

function entryBeside(dir: string): string | undefined {
  for (const name of entryNames) {
    const path = join(dir, name);
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** The name in a SKILL.md's frontmatter, or the folder's name when it has none that reads. */
function skillName(directory: string, file: string): string {
  const read = readSkillFileAt(directory, file);
  if (!read.ok) return basename(directory);
  const parsed = parseSkillMd(read.file.text, { directoryName: read.file.directoryName, location: file, directory });
  return parsed.ok && parsed.skill.name !== "" ? parsed.skill.name : basename(directory);
}

function uniqueIds(found: readonly Omit<StudioSkill, "id">[]): StudioSkill[] {
  const taken = new Set<string>();
  return found.map((skill) => {
    let id = skill.name;
    for (let suffix = 2; taken.has(id); suffix += 1) id = `${skill.name}-${suffix}`;
    taken.add(id);
    return { id, ...skill };
  });
}

export function findStudioSkills(sources: SkillSources): StudioSkill[] {
  const discovery = discoverSkills({ roots: [], paths: sources.dirs.map((dir) => resolve(dir)) });
  const entry = sources.entry === undefined ? undefined : resolve(sources.entry);
  const found: Omit<StudioSkill, "id">[] = discovery.candidates.map((candidate) => {
    const source = entryBeside(candidate.directory);
    const named = entry !== undefined && (dirname(entry) === candidate.directory || source === entry);
    const name = skillName(candidate.directory, candidate.file);
    return named ? { name, dir: candidate.directory, entry } : { name, dir: candidate.directory, source };
  });
  if (entry !== undefined && !found.some((skill) => skill.entry === entry)) {
    const name = sources.entryName ?? basename(entry).replace(/\.[^.]+$/, "");
    found.push({ name, dir: dirname(entry), entry });
  }
  return uniqueIds(found);
}
