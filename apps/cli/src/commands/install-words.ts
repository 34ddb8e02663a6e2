// What @skill-kit/install asks of its caller in its own words (`installHints`: the replace and
// force options, a ref, allowErrors), said with skill-kit's flags in a refusal or problem it prints.
import type { InstallHint, LockEntry } from "@skill-kit/install";

const flagWords: Readonly<Record<Exclude<InstallHint, "relock">, string>> = {
  replace: "--replace does",
  force: "--force does",
  ref: "--ref applies to git repositories",
  "allow-errors": "--allow-scan-errors installs anyway",
};

/** `text` with each of install's phrases (`hints`, the package's `installHints`) in skill-kit's words. */
export function inFlagWords(text: string, hints: Readonly<Record<InstallHint, string>>): string {
  let worded = text;
  for (const [hint, words] of Object.entries(flagWords)) {
    const phrase = Object.entries(hints).find(([key]) => key === hint)?.[1];
    if (phrase !== undefined) worded = worded.replace(phrase, () => words);
  }
  return worded;
}

/** The relock note (`installHints.relock`) of skill `name` as the `skill-kit add` that does it, from its lock entry. */
export function relockCommand(name: string, entry: LockEntry | undefined): string | undefined {
  if (entry === undefined) return undefined;
  const source = entry.sourceType === "git" || entry.sourceType === "gitlab" ? (entry.sourceUrl ?? entry.source) : entry.source;
  const ref = entry.ref === undefined ? "" : ` --ref ${entry.ref}`;
  return `run \`skill-kit add ${source} --skill ${name}${ref}\` again to record per-file digests`;
}
