// The skills in a folder (a local source or a git checkout): each folder holding a SKILL.md, named
// by its frontmatter's `name` (or the folder's name when it has none), read within the limits and
// without following links (`readSkillFolder`).
import { basename, join, relative } from "node:path";
import { parseSkillMd } from "@skill-kit/loader";
import { findSkills, type SkillContents } from "@skill-kit/scan";
import type { FetchedSkill } from "../fetched-skill.js";
import { checkNoLinksOnPath } from "../no-links.js";
import { checkSafePath } from "../safe-path.js";
import { readSkillFolder } from "./read-skill-folder.js";

function skillNameOf(folder: string, contents: SkillContents): string {
  const skillMd = contents.files.find((file) => file.path === "SKILL.md");
  const parsed = skillMd === undefined ? undefined : parseSkillMd(new TextDecoder().decode(skillMd.bytes), {});
  return parsed?.ok === true && parsed.skill.name !== "" ? parsed.skill.name : basename(folder);
}

/** Every skill under `root`; `label` names the source in errors (default: `root`). */
export function folderSkills(root: string, label = root): FetchedSkill[] {
  // Found by the rule `validate` and `scan` use; a skill.md in lower case is left out: no host loads it.
  const folders = findSkills(root).flatMap((found) => (found.file === "SKILL.md" ? [found.folder] : []));
  return folders.map((folder) => {
    const inSource = relative(root, folder).split("\\").join("/");
    const contents = readSkillFolder(folder, inSource === "" ? label : `${label}/${inSource}`);
    return {
      name: skillNameOf(folder, contents),
      skillPath: inSource === "" ? "SKILL.md" : `${inSource}/SKILL.md`,
      contents,
    };
  });
}

/** The one skill whose SKILL.md is at `skillPath` under `root` (no link on the way to it). */
export function skillAt(root: string, skillPath: string): FetchedSkill {
  const inSource = checkSafePath(skillPath, "skillPath").replace(/(?:^|\/)SKILL\.md$/, "");
  checkNoLinksOnPath(root, inSource);
  const folder = join(root, inSource);
  const contents = readSkillFolder(folder, folder);
  return { name: skillNameOf(folder, contents), skillPath, contents };
}
