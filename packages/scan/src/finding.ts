// What the scan reports: rules with a stable id, a level and a one-line reason, and findings located in a file.

/** An error blocks `skill-kit add` and makes `skill-kit scan` exit 1; a warning is shown. */
export type ScanLevel = "error" | "warning";

export interface ScanRule {
  readonly id: string;
  readonly level: ScanLevel;
  /** One line: why a skill that does this is a risk. */
  readonly reason: string;
}

export interface Finding {
  readonly rule: string;
  readonly level: ScanLevel;
  /** What was found, where (without the path, which is in `path`). */
  readonly message: string;
  /** The skill folder, as given to the scan. */
  readonly skill: string;
  /** The file, relative to the skill folder, `/`-separated. */
  readonly path: string;
  /** 1-based, when the finding is in a text file. */
  readonly line?: number;
  readonly column?: number;
  /** A hash of the finding's line, whitespace collapsed (16 hex digits): the same finding after lines move. */
  readonly lineHash?: string;
  /** The reason given in a suppression file; a suppressed finding neither blocks nor fails the scan. */
  readonly suppressed?: string;
}

/** A finding before it is tied to its skill folder. */
export type FileFinding = Omit<Finding, "skill" | "suppressed" | "level" | "lineHash">;
