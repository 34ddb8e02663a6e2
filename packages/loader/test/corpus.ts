// Locates the shared SKILL.md corpus (read in place, never copied) and reads its index files.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export { corpusPresent, corpusRoot, needsCorpus } from "../../../tooling/test-utils/src/corpus.js";
import { corpusRoot } from "../../../tooling/test-utils/src/corpus.js";

/** One row of INDEX.tsv: a real skill and the reference validator's verdict on it. */
export interface CorpusSkill {
  readonly directory: string;
  readonly file: string;
  readonly valid: boolean;
  readonly errors: readonly string[];
  readonly flags: readonly string[];
}

/** Every row of INDEX.tsv (708 skills). */
export function readCorpusIndex(): CorpusSkill[] {
  const [header = "", ...rows] = readFileSync(join(corpusRoot, "INDEX.tsv"), "utf8")
    .split("\n")
    .filter((line) => line !== "");
  const columns = header.split("\t");
  const at = (cells: readonly string[], name: string): string => cells[columns.indexOf(name)] ?? "";
  return rows.map((row) => {
    const cells = row.split("\t");
    const errors = at(cells, "ref_errors");
    return {
      directory: join(corpusRoot, at(cells, "split"), at(cells, "repo"), at(cells, "skill_dir")),
      file: at(cells, "file"),
      valid: at(cells, "ref_valid") === "yes",
      errors: errors === "" ? [] : errors.split(" || "),
      flags: at(cells, "flags") === "" ? [] : at(cells, "flags").split(","),
    };
  });
}

/** One synthetic case of synthetic/CASES.json. */
export interface SyntheticCase {
  readonly case: string;
  readonly dir: string;
  readonly file: string;
  readonly ref_valid: boolean;
  readonly ref_errors: readonly string[];
  readonly ref_read_properties: string | Readonly<Record<string, unknown>>;
}

/** Every synthetic case, with its folder resolved. */
export function readSyntheticCases(): (SyntheticCase & { readonly directory: string })[] {
  const cases = JSON.parse(readFileSync(join(corpusRoot, "synthetic", "CASES.json"), "utf8")) as SyntheticCase[];
  return cases.map((item) => ({ ...item, directory: join(corpusRoot, "synthetic", item.dir) }));
}
