// A rule of the scan: its description and the check that finds it in a skill's contents.
import type { FileFinding, ScanRule } from "../finding.js";
import type { SkillContents } from "../skill-contents.js";

/** What every check gets: the contents, and the text of every text file. */
export interface ScanInput {
  readonly contents: SkillContents;
  /** Path → text, for every text file of the skill (`textFiles`). */
  readonly texts: ReadonlyMap<string, string>;
  /** SKILL.md's text, when it is a text file. */
  readonly skillMd?: string;
}

export interface RuleCheck {
  readonly rule: ScanRule;
  readonly check: (input: ScanInput) => FileFinding[];
}
