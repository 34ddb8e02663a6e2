// `validateSkills`: what `skill-kit validate` checks — find the skills under some paths, check each once
// (strict, lenient or one host's rules), then check them together (duplicate names, the catalog budget).
import { checkAll } from "./check-all.js";
import { crossCheck, type CatalogSummary, type DuplicateName } from "./cross-check.js";
import { findSkills } from "./find-skills.js";
import type { HostProfile, SkillReport } from "./skill-check.js";
import type { Diagnostic } from "../diagnostic.js";
import { InvalidOptionError } from "../loader-error.js";
import { checkLimit } from "../check-limit.js";

/** Which rules: the reference validator's (`strict`), or the client guide's (`lenient`), optionally with one host's. */
export type ValidateSkillsRules =
  | { readonly mode: "strict" }
  | { readonly mode: "lenient"; readonly profile?: HostProfile | undefined };

export type ValidateSkillsOptions = ValidateSkillsRules & {
  /** Catalog budget in characters (default 8000, Claude Code's default listing budget). */
  readonly budget?: number;
  /** Folder levels searched below each path (default 10). */
  readonly maxDepth?: number;
  /** Threads to check with (at most 16); by default one per idle core, at most 4, and only for 2000 skills or more. */
  readonly threads?: number;
  /** Called once the skills are found, with their number. */
  readonly onFound?: (total: number) => void;
  /** Called now and then with the number of skills checked so far. */
  readonly onProgress?: (done: number) => void;
};

/** The verdicts on every skill found, and on the skills together. */
export interface ValidationReport {
  /** One entry per skill, in the order found (this is what `skill-kit validate --json` prints). */
  readonly skills: readonly SkillReport[];
  /** Names used by more than one skill (each of those skills also has a warning). */
  readonly duplicates: readonly DuplicateName[];
  readonly catalog: CatalogSummary;
  /** Discovery warnings: limits reached, links refused. */
  readonly notes: readonly Diagnostic[];
  /** Paths under which no skill was found. */
  readonly empty: readonly string[];
  /** At least one skill was found, every skill is valid and no name is used twice. */
  readonly ok: boolean;
}

/** Finds and checks the skills under `paths` (skill folders, SKILL.md files, or folders searched for skills). */
export async function validateSkills(paths: readonly string[], options: ValidateSkillsOptions): Promise<ValidationReport> {
  if (options.mode === "strict" && "profile" in options && options.profile !== undefined) {
    throw new InvalidOptionError("a host profile applies to lenient mode only; strict mode is the reference validator's rules");
  }
  checkLimit("budget", options.budget, 0);
  checkLimit("maxDepth", options.maxDepth, 0);
  checkLimit("threads", options.threads, 1);
  const rules = options.mode === "strict" ? "strict" : (options.profile ?? "lenient");
  const found = findSkills(paths, { maxDepth: options.maxDepth ?? 10 });
  options.onFound?.(found.skills.length);
  const checks = await checkAll(found.skills, {
    rules,
    threads: options.threads,
    onProgress: options.onProgress ?? (() => undefined),
  });
  const cross = crossCheck(checks, { budget: options.budget ?? 8000 });
  const skills = checks.map((check) => check.report);
  const ok = skills.length > 0 && skills.every((report) => report.valid) && cross.duplicates.length === 0;
  return { skills, duplicates: cross.duplicates, catalog: cross.catalog, notes: found.notes, empty: found.empty, ok };
}
