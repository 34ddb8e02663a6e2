// Why `add` must leave a skill of a source out, decided before anything touches the disk: a name that
// is no folder name, a name another source installed (`replace`), or a folder the lock does not know
// (`force`). The same source added again is an update and replaces its own folders.
import { lstatSync } from "node:fs";
import { join } from "node:path";
import { hostSkillsFolder } from "./host-folders.js";
import { InstallError, type InstallErrorCode } from "./install-error.js";
import type { LockEntry } from "./lockfile.js";
import { installHints, type InstallHint } from "./hints.js";
import { checkSkillName } from "./skill-name.js";

export interface Refusal {
  readonly code: InstallErrorCode;
  readonly message: string;
  /** What the message asks of the caller, when it asks something (its phrase is `installHints[hint]`). */
  readonly hint?: InstallHint;
}

export interface RefusalContext {
  readonly project: string;
  readonly name: string;
  /** The source as the lock records it. */
  readonly source: string;
  /** The skills folders to install into, relative to the project. */
  readonly folders: readonly string[];
  /** The lock's entry of that name, if any. */
  readonly locked: LockEntry | undefined;
  readonly replace: boolean;
  readonly force: boolean;
}

const exists = (path: string): boolean => {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
};

export function refusalOf(context: RefusalContext): Refusal | undefined {
  const { project, name, locked } = context;
  try {
    checkSkillName(name, context.source);
  } catch (error) {
    if (InstallError.isInstance(error)) return { code: error.code, message: error.message };
    throw error;
  }
  if (locked !== undefined && locked.source !== context.source && !context.replace)
    return {
      code: "NAME_TAKEN",
      message: `${name} is already installed from ${locked.source}; refusing to replace it with ${context.source}'s (${installHints.replace})`,
      hint: "replace",
    };
  const lockedFolders = new Set(locked?.skillKit.agents.map((agent) => hostSkillsFolder(project, agent)) ?? []);
  const unknown = context.folders.find((folder) => !lockedFolders.has(folder) && exists(join(project, folder, name)));
  if (unknown !== undefined && !context.force)
    return {
      code: "TARGET_EXISTS",
      message: `${unknown}/${name} already exists and skills-lock.json does not list it; refusing to replace it (${installHints.force})`,
      hint: "force",
    };
  return undefined;
}
