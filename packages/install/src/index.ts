// The public API of @skill-kit/install: add skills from a source, restore and check them from skills-lock.json.
export { addSkills } from "./add-skills.js";
export type { AddedSkill, AddOptions } from "./add-skills.js";
export { restoreSkills } from "./restore-skills.js";
export type { RestoredSkill, RestoreOptions } from "./restore-skills.js";
export { checkInstalled } from "./check-installed.js";
export { credentialsFor, originOf } from "./credentials.js";
export type { CredentialSources, TokenFor } from "./credentials.js";
export { credentialsPath, readCredentialsFile } from "./credentials-file.js";
export { computedHash } from "./folder-hash.js";
export type { HashedFile } from "./folder-hash.js";
export { hostSkillsFolder } from "./host-folders.js";
export { InstallError } from "./install-error.js";
export type { InstallErrorCode } from "./install-error.js";
export { lockFileName, readLockfile, writeLockfile } from "./lockfile.js";
export type { LockEntry, LockedFile, Lockfile, RefusedEntry, SourceType } from "./lockfile.js";
export { parseSource } from "./source-spec.js";
export type { SourceSpec } from "./source-spec.js";
