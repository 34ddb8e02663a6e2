// A catalog within a character budget that never hides a skill: descriptions are shortened first,
// then the last skills are listed by name only, and the result says which.
import { catalogEntryChars, renderCatalogEntry, type CatalogEntry } from "./render-available-skills.js";
import { escapedChars, escapeHtml } from "./escape-html.js";
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
  /** Characters of the block with every description (cut only at `maxEntryChars`): what the budget would need to list them all. */
  readonly fullChars: number;
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

const BLOCK = {
  open: "<available_skills>\n",
  close: "</available_skills>",
  othersOpen: "<other_skills>\n",
  othersClose: "</other_skills>\n",
};
const BLOCK_CHARS = BLOCK.open.length + BLOCK.close.length;
const OTHERS_CHARS = BLOCK.othersOpen.length + BLOCK.othersClose.length;

/**
 * Layouts of the catalog, sized without rendering them: the size of a layout is the sum of its
 * parts' sizes (each part starts and ends with ASCII, so no character spans two parts), and each
 * part's size is counted once and kept.
 */
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

  /** Per description limit: the characters of the first k entries, for k = 0, 1, … as far as asked. */
  private readonly described = new Map<number, number[]>();
  /** The characters of the names-only lines of skills k, k + 1, … to the end, for every k. */
  private namesFrom: number[] | undefined;

  private describedChars(count: number, limit: number): number {
    let sums = this.described.get(limit);
    if (sums === undefined) {
      sums = [0];
      this.described.set(limit, sums);
    }
    for (let index = sums.length - 1; index < count; index += 1) {
      const skill = this.skills[index];
      const chars = skill === undefined ? 0 : catalogEntryChars(this.entry(skill, limit));
      sums.push((sums[index] ?? 0) + chars);
    }
    return sums[count] ?? 0;
  }

  private nameOnlyChars(from: number): number {
    if (this.namesFrom === undefined) {
      const sums = new Array<number>(this.skills.length + 1).fill(0);
      for (let index = this.skills.length - 1; index >= 0; index -= 1) {
        sums[index] = (sums[index + 1] ?? 0) + escapedChars(this.skills[index]?.name ?? "") + 1;
      }
      this.namesFrom = sums;
    }
    return this.namesFrom[from] ?? 0;
  }

  /** The characters of the layout with the first `described` skills' descriptions cut at `limit`, the rest by name only. */
  size(described: number, limit: number): number {
    const others = described >= this.skills.length ? 0 : OTHERS_CHARS + this.nameOnlyChars(described);
    return BLOCK_CHARS + this.describedChars(described, limit) + others;
  }

  /** That layout's text and its length. */
  render(described: number, limit: number): { readonly text: string; readonly chars: number } {
    const parts = this.skills.slice(0, described).map((skill) => renderCatalogEntry(this.entry(skill, limit)));
    const rest = this.skills.slice(described).map((skill) => `${escapeHtml(skill.name)}\n`);
    const others = rest.length === 0 ? "" : `${BLOCK.othersOpen}${rest.join("")}${BLOCK.othersClose}`;
    const text = `${BLOCK.open}${parts.join("")}${others}${BLOCK.close}`;
    return { text, chars: codePointLength(text) };
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
  const fullChars = listed.length === 0 ? 0 : layout.size(described, limit);
  if (fullChars > budget) {
    // When even the names alone do not fit, every skill is listed by name: no search needed.
    const namesFit = layout.size(0, minEntry) <= budget;
    described = namesFit
      ? Math.max(
          largest(1, listed.length, (count) => layout.size(count, minEntry) <= budget),
          0,
        )
      : 0;
    limit =
      described === 0
        ? minEntry
        : Math.max(
            largest(minEntry, maxEntry, (chars) => layout.size(described, chars) <= budget),
            minEntry,
          );
  }
  const { text, chars } = listed.length === 0 ? { text: "", chars: 0 } : layout.render(described, limit);
  const entries = listed.map((skill, index) => {
    if (index >= described) return { name: skill.name, status: "name-only" as const };
    const shortened = codePointLength(fullDescription(skill)) > limit;
    return { name: skill.name, status: shortened ? ("shortened" as const) : ("full" as const) };
  });
  const overBudget = chars > budget;
  const diagnostics = overBudget
    ? [
        warningDiagnostic(
          "catalog-over-budget",
          `the names of ${listed.length} skills alone take ${chars} characters; the budget is ${budget}`,
        ),
      ]
    : [];
  return {
    text,
    chars,
    fullChars,
    entries,
    shortened: entries.filter((entry) => entry.status === "shortened").map((entry) => entry.name),
    nameOnly: entries.filter((entry) => entry.status === "name-only").map((entry) => entry.name),
    excluded,
    overBudget,
    diagnostics,
  };
}
