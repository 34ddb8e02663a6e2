// Locates the shared SKILL.md corpus (read in place, never copied) and reads its recorded verdicts.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export { corpusPresent, corpusRoot, needsCorpus } from "@skill-kit/test-utils/corpus";
import { corpusRoot } from "@skill-kit/test-utils/corpus";

/** A skill folder and skills-ref's verdict on it (errors: first lines, as INDEX.tsv keeps them). */
export interface RecordedVerdict {
  readonly dir: string;
  readonly name: string;
  readonly valid: boolean;
  readonly errors: readonly string[];
}

/** Every row of INDEX.tsv, folders joined to `base` (the path handed to the CLI). */
export function readIndex(base: string): RecordedVerdict[] {
  const [header = "", ...rows] = readFileSync(join(corpusRoot, "INDEX.tsv"), "utf8")
    .split("\n")
    .filter((line) => line !== "");
  const columns = header.split("\t");
  return rows.map((row) => {
    const cells = row.split("\t");
    const at = (name: string): string => cells[columns.indexOf(name)] ?? "";
    const errors = at("ref_errors");
    return {
      dir: join(base, at("split"), at("repo"), at("skill_dir")),
      name: at("name"),
      valid: at("ref_valid") === "yes",
      errors: errors === "" ? [] : errors.split(" || "),
    };
  });
}

/** Every synthetic case (full error messages), folders joined to `base`. */
export function readSyntheticCases(base: string): (RecordedVerdict & { readonly case: string })[] {
  const cases = JSON.parse(readFileSync(join(corpusRoot, "synthetic", "CASES.json"), "utf8")) as {
    case: string;
    dir: string;
    ref_valid: boolean;
    ref_errors: string[];
  }[];
  return cases.map((item) => ({
    case: item.case,
    dir: join(base, "synthetic", item.dir),
    name: "",
    valid: item.ref_valid,
    errors: item.ref_errors,
  }));
}
