// Locates the shared SKILL.md corpus (read in place, never copied) and reads its index files.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** `SKILL_KIT_CORPUS`, else `<repo root>/../shared/corpus`, found from this file's location. */
export const corpusRoot = process.env["SKILL_KIT_CORPUS"] ?? fileURLToPath(new URL("../../../../shared/corpus/", import.meta.url));

/**
 * False when the corpus is not next to the repository: the corpus tests then skip on a
 * developer's machine, but CI (where `shared/` always sits beside the clone) must have it.
 */
export const corpusPresent = existsSync(join(corpusRoot, "INDEX.tsv"));
if (!corpusPresent && process.env["CI"] === "true") throw new Error(`the SKILL.md corpus is missing at ${corpusRoot}; CI must run with shared/ beside the clone`);

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
  const [header = "", ...rows] = readFileSync(join(corpusRoot, "INDEX.tsv"), "utf8").split("\n").filter((line) => line !== "");
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
