// Skills for tests: parsed from SKILL.md text with the loader (as a folder source would), or written as folders.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseSkillMd, type Skill } from "@skill-kit/loader";

/** The skill in `text`; throws when it does not parse. */
export function skillFrom(text: string, directory?: string): Skill {
  const parsed = parseSkillMd(text, directory === undefined ? {} : { directory, location: `${directory}/SKILL.md` });
  if (!parsed.ok) throw new Error(parsed.diagnostics.map((item) => item.message).join("; "));
  return parsed.skill;
}

/** SKILL.md text with these frontmatter lines and body. */
export function skillMd(name: string, lines: readonly string[], body: string): string {
  return ["---", `name: ${name}`, ...lines, "---", body].join("\n");
}

/** Writes `<root>/<name>/SKILL.md` and the given files beside it; returns the skill's folder. */
export function writeSkillFolder(
  root: string,
  name: string,
  frontmatter: readonly string[],
  body: string,
  files: Readonly<Record<string, string>> = {},
): string {
  const folder = join(root, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "SKILL.md"), skillMd(name, frontmatter, body));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}
