// What @skill-kit/install asks of its caller in its own words (`installHints`: the replace and
// force options, a ref, allowErrors), said with skill-kit's flags in a refusal or problem it prints.
import type { InstallHint } from "@skill-kit/install";

const flagWords: Readonly<Record<InstallHint, string>> = {
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
