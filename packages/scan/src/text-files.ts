// The text of a skill's files, as the text rules read them (`decodeText`: UTF-8, UTF-16, scripts with
// NUL bytes). SKILL.md is handed apart too, for the rules that read only it.
import type { SkillContents } from "./skill-contents.js";
import { decodeText } from "./text-encoding.js";

export interface TextFiles {
  /** Path → text, for every text file of the skill (SKILL.md included). */
  readonly texts: ReadonlyMap<string, string>;
  /** SKILL.md's text, when it is a text file. */
  readonly skillMd?: string;
}

export function textFiles(contents: SkillContents): TextFiles {
  const texts = new Map<string, string>();
  for (const file of contents.files) {
    const text = decodeText(file.path, file.bytes);
    if (text !== undefined) texts.set(file.path, text);
  }
  const skillMd = texts.get("SKILL.md");
  return skillMd === undefined ? { texts } : { texts, skillMd };
}
