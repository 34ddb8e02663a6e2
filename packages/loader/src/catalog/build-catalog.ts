// A catalog within a character budget that never hides a skill: descriptions are shortened first,
// then the last skills are listed by name only, and the result says which.
import { renderCatalogEntry, type CatalogEntry } from "./render-available-skills.js";
import { escapeHtml } from "./escape-html.js";
import { checkLimit } from "../check-limit.js";
import { codePointLength, sliceCodePoints } from "../code-points.js";
import { warningDiagnostic, type Diagnostic } from "../diagnostic.js";

/** What the catalog needs from a skill (a loaded `Skill` fits). */
export interface CatalogSkill {
  readonly name: string;
  readonly description: string;
  readonly location?: string;
  readonly claudeCode?: { readonly whenToUse?: string; readonly disableModelInvocation?: boolean };
}

/** Budget and layout options. */
export interface CatalogOptions {
  /** Characters (code points) for the whole block; no limit when absent. */
  readonly maxChars?: number;
  /** Characters per description, `when_to_use` included (default 1536, Claude Code's cap). */
  readonly maxEntryChars?: number;
  /** Shortest description kept before a skill falls back to its name only (default 64). */
  readonly minEntryChars?: number;
  /** Put each SKILL.md path in `<location>` (default true, as the reference does). */
  readonly includeLocation?: boolean;
  /** List skills marked `disable-model-invocation` too (default false: the model cannot use them). */
  readonly includeDisabled?: boolean;
}

/** How a skill appears in the catalog. */
export type CatalogStatus = "full" | "shortened" | "name-only";

/** The block and an account of every skill: listed in full, shortened, by name only, or excluded. */
export interface CatalogResult {
  /** The block; empty when no skill is listed (the client guide: omit the catalog then). */
  readonly text: string;
  readonly chars: number;
  readonly entries: readonly { readonly name: string; readonly status: CatalogStatus }[];
  readonly shortened: readonly string[];
  readonly nameOnly: readonly string[];
  /** Skills left out because only the user may invoke them. */
  readonly excluded: readonly string[];
  /** True when even names alone exceed `maxChars` (the names are still all listed). */
  readonly overBudget: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

function fullDescription(skill: CatalogSkill): string {
  const extra = skill.claudeCode?.whenToUse;
  return extra === undefined || extra === "" ? skill.description : `${skill.description}\n${extra}`;
}

function cut(text: string, max: number): string {
  return codePointLength(text) <= max ? text : `${sliceCodePoints(text, Math.max(max - 1, 0))}…`;
}

class Layout {
  constructor(
    private readonly skills: readonly CatalogSkill[],
    private readonly includeLocation: boolean,
  ) {}

  entry(skill: CatalogSkill, limit: number): CatalogEntry {
    const description = cut(fullDescription(skill), limit);
    const base = { name: skill.name, description };
    return this.includeLocation && skill.location !== undefined ? { ...base, location: skill.location } : base;
  }

  /** The last layout measured: the final render is nearly always the last one sized. */
  private last: { readonly described: number; readonly limit: number; readonly text: string; readonly chars: number } | undefined;

  /** The first `described` skills with descriptions cut at `limit`, the rest by name only, and its length. */
  measure(described: number, limit: number): { readonly text: string; readonly chars: number } {
    if (this.last?.described === described && this.last.limit === limit) return this.last;
    const parts = this.skills.slice(0, described).map((skill) => renderCatalogEntry(this.entry(skill, limit)));
    const rest = this.skills.slice(described).map((skill) => `${escapeHtml(skill.name)}\n`);
    const others = rest.length === 0 ? "" : `<other_skills>\n${rest.join("")}</other_skills>\n`;
    const text = `<available_skills>\n${parts.join("")}${others}</available_skills>`;
    this.last = { described, limit, text, chars: codePointLength(text) };
    return this.last;
  }

  size(described: number, limit: number): number {
    return this.measure(described, limit).chars;
  }
}

/** The largest value in [low, high] for which `fits` holds (`fits` is monotone), or low - 1. */
function largest(low: number, high: number, fits: (value: number) => boolean): number {
  let best = low - 1;
  let [from, to] = [low, high];
  while (from <= to) {
    const middle = Math.floor((from + to) / 2);
    if (fits(middle)) [best, from] = [middle, middle + 1];
    else to = middle - 1;
  }
  return best;
}

/** Builds the `<available_skills>` catalog for `skills` (in priority order) within the budget. */
export function buildCatalog(skills: readonly CatalogSkill[], options: CatalogOptions = {}): CatalogResult {
  checkLimit("maxChars", options.maxChars, 0);
  checkLimit("maxEntryChars", options.maxEntryChars, 1);
  checkLimit("minEntryChars", options.minEntryChars, 0);
  const includeDisabled = options.includeDisabled ?? false;
  const listed = skills.filter((skill) => includeDisabled || skill.claudeCode?.disableModelInvocation !== true);
  const kept = new Set(listed);
  const excluded = skills.filter((skill) => !kept.has(skill)).map((skill) => skill.name);
  const maxEntry = options.maxEntryChars ?? 1536;
  const minEntry = Math.min(options.minEntryChars ?? 64, maxEntry);
  const layout = new Layout(listed, options.includeLocation ?? true);
  const budget = options.maxChars ?? Number.POSITIVE_INFINITY;
  let described = listed.length;
  let limit = maxEntry;
  if (layout.size(described, limit) > budget) {
    // When even the names alone do not fit, every skill is listed by name: no search needed.
    const namesFit = layout.size(0, minEntry) <= budget;
    described = namesFit ? Math.max(largest(1, listed.length, (count) => layout.size(count, minEntry) <= budget), 0) : 0;
    limit = described === 0 ? minEntry : Math.max(largest(minEntry, maxEntry, (chars) => layout.size(described, chars) <= budget), minEntry);
  }
  const { text, chars } = listed.length === 0 ? { text: "", chars: 0 } : layout.measure(described, limit);
  const entries = listed.map((skill, index) => {
    if (index >= described) return { name: skill.name, status: "name-only" as const };
    const shortened = codePointLength(fullDescription(skill)) > limit;
    return { name: skill.name, status: shortened ? ("shortened" as const) : ("full" as const) };
  });
  const overBudget = chars > budget;
  const diagnostics = overBudget
    ? [warningDiagnostic("catalog-over-budget", `the names of ${listed.length} skills alone take ${chars} characters; the budget is ${budget}`)]
    : [];
  return {
    text,
    chars,
    entries,
    shortened: entries.filter((entry) => entry.status === "shortened").map((entry) => entry.name),
    nameOnly: entries.filter((entry) => entry.status === "name-only").map((entry) => entry.name),
    excluded,
    overBudget,
    diagnostics,
  };
}
