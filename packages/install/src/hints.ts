// What a refusal of installing asks of its caller, in this API's words (the options of `addSkills`
// and `restoreSkills`, not a command line's flags). A refusal carries `hint` (an `AddedSkill`'s
// refusal) or `data.hint` (an `InstallError`); its message, or a restored skill's problem, holds
// `installHints[hint]` word for word, so a caller with words of its own (skill-kit's flags) can
// put them in its place.

/** The phrase each hint stands for. */
export const installHints = {
  /** A name another source installed: `replace: true` takes it over. */
  replace: "the replace option does",
  /** A folder the lock does not list: `force: true` replaces it. */
  force: "the force option does",
  /** A ref given for a folder source. */
  ref: "a ref applies to git repositories",
  /** Error-level scan findings: `allowErrors: true` installs anyway. */
  "allow-errors": "allowErrors installs anyway",
  /** A note on an entry the `skills` CLI wrote: adding the skill again (`addSkills` with its source, name and ref) records per-file digests. */
  relock: "add the skill again from its source, at its ref, to record per-file digests",
} as const;

export type InstallHint = keyof typeof installHints;
