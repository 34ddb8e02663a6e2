// Checks across skills: names used more than once, and the skill listing against the catalog budget.
import { buildCatalog, type CatalogResult, type CatalogSkill } from "../catalog/build-catalog.js";
import { nameKey } from "../discovery/resolve-name-clashes.js";
import type { SkillCheck } from "./skill-check.js";

/** Claude Code's cap on one skill's description plus `when_to_use` in its listing. */
const maxEntryChars = 1536;

/** Skills that share a name (compared after NFKC and lowercasing, as hosts look names up). */
export interface DuplicateName {
  readonly name: string;
  readonly dirs: readonly string[];
}

/** How the skill listing fares against the budget. */
export interface CatalogSummary {
  readonly budget: number;
  /** The cap on one skill's description plus `when_to_use` (Claude Code's). */
  readonly maxEntryChars: number;
  readonly listed: number;
  /** Characters of the listing with every description (each cut at `maxEntryChars`). */
  readonly fullChars: number;
  readonly chars: number;
  readonly shortened: number;
  readonly nameOnly: number;
  /** Even the names alone exceed the budget. */
  readonly overBudget: boolean;
}

export interface CrossFindings {
  readonly duplicates: readonly DuplicateName[];
  readonly catalog: CatalogSummary;
}

function findDuplicates(loaded: readonly (SkillCheck & { readonly catalog: CatalogSkill })[]): DuplicateName[] {
  const groups = new Map<string, SkillCheck[]>();
  for (const check of loaded) {
    const key = nameKey(check.catalog.name);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [check]);
    else group.push(check);
  }
  const duplicates: DuplicateName[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const dirs = group.map((check) => check.report.dir);
    for (const check of group) {
      const others = dirs.filter((dir) => dir !== check.report.dir).join(", ");
      check.report.warnings.push(
        `duplicate name: '${check.report.name ?? ""}' is also the name of ${others}; a host loads only one of them`,
      );
    }
    duplicates.push({ name: group[0]?.report.name ?? "", dirs });
  }
  return duplicates;
}

function noteCatalog(
  listed: readonly SkillCheck[],
  catalog: CatalogResult,
  summary: { budget: number; fullChars: number },
): void {
  catalog.entries.forEach((entry, index) => {
    const warnings = listed[index]?.report.warnings;
    if (entry.status === "shortened") {
      warnings?.push(
        `catalog: the description is shortened in the skill listing (at most ${maxEntryChars} characters per skill and ${summary.budget} in all)`,
      );
    } else if (entry.status === "name-only") {
      warnings?.push(
        `catalog: listed by name only: the ${listed.length} skills need ${summary.fullChars} characters and the catalog budget is ${summary.budget}`,
      );
    }
  });
}

/** Adds the cross-skill warnings to the reports and sums them up. Only skills that load take part. */
export function crossCheck(checks: readonly SkillCheck[], options: { readonly budget: number }): CrossFindings {
  const loaded = checks.filter((check): check is SkillCheck & { readonly catalog: CatalogSkill } => check.catalog !== undefined);
  const duplicates = findDuplicates(loaded);
  const firstOfName = new Map<string, SkillCheck & { readonly catalog: CatalogSkill }>();
  for (const check of loaded) {
    const key = nameKey(check.catalog.name);
    if (!firstOfName.has(key)) firstOfName.set(key, check);
  }
  const listed = [...firstOfName.values()].filter((check) => check.catalog.claudeCode?.disableModelInvocation !== true);
  const catalog = buildCatalog(
    listed.map((check) => check.catalog),
    { maxEntryChars, includeLocation: false, maxChars: options.budget },
  );
  noteCatalog(listed, catalog, { budget: options.budget, fullChars: catalog.fullChars });
  return {
    duplicates,
    catalog: {
      budget: options.budget,
      maxEntryChars,
      listed: listed.length,
      fullChars: catalog.fullChars,
      chars: catalog.chars,
      shortened: catalog.shortened.length,
      nameOnly: catalog.nameOnly.length,
      overBudget: catalog.overBudget,
    },
  };
}
