// Skills for tests, parsed from SKILL.md text with the loader (as a folder source would).
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
