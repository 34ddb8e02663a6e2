// The input of a scan: a skill's files as bytes and its symbolic links as written. Rules look only at
// these, so a scan is pure over file contents (reading a folder is `readSkillContents`).

export interface ContentFile {
  /** Relative to the skill folder, `/`-separated. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** Any execute bit set. */
  readonly executable: boolean;
}

export interface ContentLink {
  /** Relative to the skill folder, `/`-separated. */
  readonly path: string;
  /** The link's target exactly as stored (`readlink`). */
  readonly target: string;
}

export interface SkillContents {
  /** How the skill is named in findings: the folder given to the scan. */
  readonly skill: string;
  readonly files: readonly ContentFile[];
  readonly links: readonly ContentLink[];
}
