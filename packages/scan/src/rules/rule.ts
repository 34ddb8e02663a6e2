// A rule of the scan: its description and the check that finds it in a skill's contents.
import type { ParseSkillResult } from "@skill-kit/loader";
import type { FileFinding, ScanRule } from "../finding.js";
import type { SkillContents } from "../skill-contents.js";

/** What every check gets: the contents, the text of each file that reads as text, and SKILL.md parsed once. */
export interface ScanInput {
  readonly contents: SkillContents;
  readonly texts: ReadonlyMap<string, string>;
  /** SKILL.md as a host reads it (the loader's lenient parse); undefined without a SKILL.md. */
  readonly skillMd: ParseSkillResult | undefined;
}

export interface RuleCheck {
  readonly rule: ScanRule;
  readonly check: (input: ScanInput) => FileFinding[];
}
