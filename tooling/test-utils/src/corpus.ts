// The shared SKILL.md corpus (`../shared/corpus` beside the clone, or `SKILL_KIT_CORPUS`), read in
// place by the corpus tests. On a plain clone it is absent: those tests skip, each suite printing
// one line that says what was skipped and why. Under `CI=true` (set by .ci/run) it is mandatory.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const corpusRoot = resolve(
  process.env["SKILL_KIT_CORPUS"] ?? fileURLToPath(new URL("../../../../shared/corpus/", import.meta.url)),
);
export const corpusPresent = existsSync(join(corpusRoot, "INDEX.tsv"));

/** Whether `suite` can run; without the corpus, throws under `CI=true`, else prints why it is skipped. */
export function needsCorpus(suite: string): boolean {
  if (corpusPresent) return true;
  if (process.env["CI"] === "true")
    throw new Error(
      `${suite} needs the SKILL.md corpus, which is missing at ${corpusRoot}; CI must run with shared/ beside the clone (or SKILL_KIT_CORPUS set)`,
    );
  console.warn(
    `[skipped] ${suite}: the SKILL.md corpus is not at ${corpusRoot} (put shared/ beside the clone or set SKILL_KIT_CORPUS; CI=true makes it mandatory)`,
  );
  return false;
}
