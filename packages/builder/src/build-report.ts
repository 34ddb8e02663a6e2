// What `skill-kit build` reads from its flags and prints: the Bun targets of `--targets`, and the
// text of a finished build (diagnostics, warnings, then where the skill was written).
import { UsageError } from "@skill-kit/core";
import { diagnosticLine } from "@skill-kit/lint";
import type { BuildResult } from "./build.js";
import { knownTargets, type Target } from "./bundle-bun.js";

/** `--targets a,b` as known targets in their canonical order; a `UsageError` names any unknown one. */
export function parseTargets(text: string): Target[] {
  const targets = text
    .split(",")
    .map((target) => target.trim())
    .filter(Boolean);
  const known: readonly string[] = knownTargets;
  const unknown = targets.filter((target) => !known.includes(target));
  if (unknown.length > 0) throw new UsageError(`unknown --targets ${unknown.join(", ")}; known: ${knownTargets.join(", ")}`);
  return knownTargets.filter((target) => targets.includes(target));
}

/**
 * The human report of a build, for stderr: its diagnostics, its warnings, and what was written
 * (left out with `json`, where the JSON summary on stdout says it).
 */
export function buildReport(result: BuildResult, options: { readonly json?: boolean } = {}): string {
  const written = [
    `Build complete: ${result.name} ${result.version} → ${result.outDir}`,
    ...result.files.map((file) => `  ${file}`),
  ];
  const lines = [...result.diagnostics.map(diagnosticLine), ...result.warnings.map((warning) => `warning: ${warning}`)];
  return [...lines, ...(options.json === true ? [] : written), ""].join("\n");
}
