// `skill-kit validate` without the printing: find the skills, check each once, then check them together.
import type { Diagnostic } from "@skill-kit/loader";
import { checkAll } from "./validate-check-all.js";
import { crossCheck, type CrossFindings } from "./validate-cross-check.js";
import { findSkills } from "./validate-find.js";
import { progress } from "./validate-progress.js";
import type { SkillReport, ValidateMode } from "./validate-skill-check.js";

export interface ValidateOptions {
  readonly mode: ValidateMode;
  /** Catalog budget in characters. */
  readonly budget: number;
  /** Folder levels searched below each path. */
  readonly maxDepth: number;
  /** Show a counter on stderr (when it is a terminal). */
  readonly showProgress: boolean;
}

export interface ValidateResult {
  readonly reports: readonly SkillReport[];
  readonly cross: CrossFindings;
  /** Discovery warnings: limits reached, links refused. */
  readonly notes: readonly Diagnostic[];
  /** Paths under which no skill was found. */
  readonly empty: readonly string[];
}

export async function validateSkills(paths: readonly string[], options: ValidateOptions): Promise<ValidateResult> {
  if (options.showProgress) process.stderr.write("finding skills…");
  const found = findSkills(paths, { maxDepth: options.maxDepth });
  if (options.showProgress) process.stderr.write("\r\u001b[K");
  const counter = progress({ total: found.skills.length, enabled: options.showProgress });
  const checks = await checkAll(found.skills, { mode: options.mode, onProgress: counter.tick });
  counter.finish();
  const cross = crossCheck(checks, { budget: options.budget });
  return { reports: checks.map((check) => check.report), cross, notes: found.notes, empty: found.empty };
}
