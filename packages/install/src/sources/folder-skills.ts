// The skills in a folder (a local source or a git checkout): each folder holding a SKILL.md, named
// by its frontmatter's `name` (or the folder's name when it has none).
import { readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { parseSkillMd } from "@skill-kit/loader";
import { findSkillFolders, readSkillContents } from "@skill-kit/scan";
import type { FetchedSkill } from "../fetched-skill.js";

function skillNameOf(folder: string): string {
  const parsed = parseSkillMd(readFileSync(join(folder, "SKILL.md"), "utf8"), {});
  return parsed.ok && parsed.skill.name !== "" ? parsed.skill.name : basename(folder);
}

export function folderSkills(root: string): FetchedSkill[] {
  return findSkillFolders(root).map((folder) => {
    const inSource = relative(root, folder).split("\\").join("/");
    return {
      name: skillNameOf(folder),
      skillPath: inSource === "" ? "SKILL.md" : `${inSource}/SKILL.md`,
      contents: readSkillContents(folder),
    };
  });
}

/** The one skill whose SKILL.md is at `skillPath` under `root`. */
export function skillAt(root: string, skillPath: string): FetchedSkill {
  const folder = join(root, skillPath.replace(/(?:^|\/)SKILL\.md$/, ""));
  return { name: skillNameOf(folder), skillPath, contents: readSkillContents(folder) };
}
