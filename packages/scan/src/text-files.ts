// The text of a skill's files, as the text rules read them: every file that is text (no NUL byte in
// its first 8 KiB) decoded as UTF-8. SKILL.md is handed apart too, for the rules that read only it.
import type { SkillContents } from "./skill-contents.js";

const decoder = new TextDecoder("utf-8");

export interface TextFiles {
  /** Path → text, for every text file of the skill (SKILL.md included). */
  readonly texts: ReadonlyMap<string, string>;
  /** SKILL.md's text, when it is a text file. */
  readonly skillMd?: string;
}

/** A file is text when its first 8 KiB hold no NUL byte. */
function isText(bytes: Uint8Array): boolean {
  const nul = bytes.indexOf(0);
  return nul === -1 || nul >= 8192;
}

export function textFiles(contents: SkillContents): TextFiles {
  const texts = new Map<string, string>();
  for (const file of contents.files) if (isText(file.bytes)) texts.set(file.path, decoder.decode(file.bytes));
  const skillMd = texts.get("SKILL.md");
  return skillMd === undefined ? { texts } : { texts, skillMd };
}
