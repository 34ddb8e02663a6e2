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

/** An entry that was not read: a file over the size limit, or a FIFO, socket or device (never opened). */
export interface UnreadEntry {
  /** Relative to the skill folder, `/`-separated. */
  readonly path: string;
  readonly kind: "oversized" | "special";
  /** What it is: `3.0 GiB`, `a FIFO (named pipe)`. */
  readonly detail: string;
}

export interface SkillContents {
  /** How the skill is named in findings: the folder given to the scan. */
  readonly skill: string;
  readonly files: readonly ContentFile[];
  readonly links: readonly ContentLink[];
  /** Entries left unread by `readSkillContents`; the scan reports each one. */
  readonly unread?: readonly UnreadEntry[];
}
