// The catalog within its budget, to the character: whole entries in precedence order, then names
// only, then nothing; every skill not listed in full is named in the account, none is cut mid-entry.
import { buildCatalog, type CatalogResult } from "@skill-kit/loader";
import type { HostCatalog } from "./host-types.js";
import type { HostSkill } from "./types.js";

/** Claude Code's cap on one description (with `when_to_use`); longer ones end in `…`. */
const maxEntryChars = 1536;

/** The block for the first `count` skills: whole descriptions while they fit, then names only. */
function layout(skills: readonly HostSkill[], count: number, budget: number): CatalogResult {
  const listed = skills.slice(0, count).map((item) => item.skill);
  // The shortest description kept equals the longest: a description is never shortened to fit.
  return buildCatalog(listed, { maxChars: budget, maxEntryChars, minEntryChars: maxEntryChars, includeLocation: false });
}

/** The largest count of skills whose layout fits the budget (layouts grow with the count). */
function fittingCount(skills: readonly HostSkill[], budget: number): number {
  let [low, high] = [0, skills.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (layout(skills, middle, budget).overBudget) high = middle - 1;
    else low = middle;
  }
  return low;
}

/** Builds the catalog of the model's skills; `hidden` are the skills the model may not see, with why. */
export function hostCatalog(input: {
  readonly skills: readonly HostSkill[];
  readonly hidden: HostCatalog["leftOut"];
  readonly budget: number;
  readonly version: number;
}): HostCatalog {
  const { skills, budget } = input;
  const whole = layout(skills, skills.length, budget);
  const count = whole.overBudget ? fittingCount(skills, budget) : skills.length;
  const result = count === skills.length ? whole : layout(skills, count, budget);
  const dropped = skills.slice(count).map((item) => ({ name: item.skill.name, reason: "budget" as const }));
  return {
    text: result.text,
    chars: result.chars,
    budget,
    listed: result.entries.map((entry) => entry.name),
    shortened: result.shortened,
    nameOnly: result.nameOnly,
    leftOut: [...dropped, ...input.hidden],
    version: input.version,
  };
}
