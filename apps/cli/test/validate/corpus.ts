// Locates the shared SKILL.md corpus (read in place, never copied) and reads its recorded verdicts.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** `SKILL_KIT_CORPUS`, else `<repo root>/../shared/corpus`. */
export const corpusRoot = resolve(process.env["SKILL_KIT_CORPUS"] ?? fileURLToPath(new URL("../../../../../shared/corpus/", import.meta.url)));

/** Without the corpus the corpus tests skip on a developer's machine; CI must have it. */
export const corpusPresent = existsSync(join(corpusRoot, "INDEX.tsv"));
if (!corpusPresent && process.env["CI"] === "true") throw new Error(`the SKILL.md corpus is missing at ${corpusRoot}; CI must run with shared/ beside the clone`);

/** A skill folder and skills-ref's verdict on it (errors: first lines, as INDEX.tsv keeps them). */
export interface RecordedVerdict {
  readonly dir: string;
  readonly name: string;
  readonly valid: boolean;
  readonly errors: readonly string[];
}

/** Every row of INDEX.tsv, folders joined to `base` (the path handed to the CLI). */
export function readIndex(base: string): RecordedVerdict[] {
  const [header = "", ...rows] = readFileSync(join(corpusRoot, "INDEX.tsv"), "utf8").split("\n").filter((line) => line !== "");
  const columns = header.split("\t");
  return rows.map((row) => {
    const cells = row.split("\t");
    const at = (name: string): string => cells[columns.indexOf(name)] ?? "";
    const errors = at("ref_errors");
    return { dir: join(base, at("split"), at("repo"), at("skill_dir")), name: at("name"), valid: at("ref_valid") === "yes", errors: errors === "" ? [] : errors.split(" || ") };
  });
}

/** Every synthetic case (full error messages), folders joined to `base`. */
export function readSyntheticCases(base: string): (RecordedVerdict & { readonly case: string })[] {
  const cases = JSON.parse(readFileSync(join(corpusRoot, "synthetic", "CASES.json"), "utf8")) as { case: string; dir: string; ref_valid: boolean; ref_errors: string[] }[];
  return cases.map((item) => ({ case: item.case, dir: join(base, "synthetic", item.dir), name: "", valid: item.ref_valid, errors: item.ref_errors }));
}
