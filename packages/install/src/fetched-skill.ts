// A skill as a source hands it over: its name, where it was found, and its files as bytes.
import type { SkillContents } from "@skill-kit/scan";

export interface FetchedSkill {
  readonly name: string;
  /** The SKILL.md's path inside a local or git source (`skills/x/SKILL.md`). */
  readonly skillPath?: string;
  /** The skill's URI on a server. */
  readonly uri?: string;
  /** The files to install and the links found (never installed, only scanned). */
  readonly contents: SkillContents;
}

export interface FetchedSource {
  readonly skills: readonly FetchedSkill[];
  /** The commit a git source resolved to. */
  readonly commit?: string;
  /** Removes any temporary checkout. */
  readonly dispose: () => void;
}
