// A rule of the scan: its description and the check that finds it in a skill's contents.
import type { FileFinding, ScanRule } from "../finding.js";
import type { SkillContents } from "../skill-contents.js";
import type { SkillMd } from "../text-files.js";

/** What every check gets: the contents, the text of the files a text rule may match, and which may hide characters. */
export interface ScanInput {
  readonly contents: SkillContents;
  /** The text files that hold a word some text rule looks for or may hide a character (`textFiles`). */
  readonly texts: ReadonlyMap<string, string>;
  /** SKILL.md, when it is a text file: its Latin-1 view and its text, decoded on first use. */
  readonly skillMd?: SkillMd;
  /** The text files whose bytes may hold a hidden character (`mayHideCharacters`); only these need the hidden-Unicode rules. */
  readonly mayHide: ReadonlySet<string>;
  /** The text files holding a word of a download-and-execute form. */
  readonly mayFetch: ReadonlySet<string>;
  /** The text files holding a word of a secret location. */
  readonly mayNameSecrets: ReadonlySet<string>;
  /** The text files holding a secret location's word with an `_` (`id_rsa`, `aws_secret…`, `application_default…`). */
  readonly mayNameKeys: ReadonlySet<string>;
}

export interface RuleCheck {
  readonly rule: ScanRule;
  readonly check: (input: ScanInput) => FileFinding[];
}
