// The catalog within its budget, to the character: whole entries in precedence order while they fit,
// then names only while they fit, then nothing; every skill is in the account, none is cut mid-entry.
import { buildCatalog, type CatalogResult } from "@skill-kit/loader/portable";
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

/** The largest count in [low, high] for which `fits` holds (`fits` is monotone and holds at low). */
function largest(low: number, high: number, fits: (count: number) => boolean): number {
  let [from, to] = [low, high];
  while (from < to) {
    const middle = Math.ceil((from + to) / 2);
    if (fits(middle)) from = middle;
    else to = middle - 1;
  }
  return from;
}

/** How many skills the block holds: as many whole entries as fit, then as many names as fit after them. */
function fittingCount(skills: readonly HostSkill[], budget: number): number {
  const whole = (count: number): boolean => {
    const result = layout(skills, count, budget);
    return !result.overBudget && result.nameOnly.length === 0;
  };
  const described = largest(0, skills.length, whole);
  return largest(described, skills.length, (count) => {
    const result = layout(skills, count, budget);
    return !result.overBudget && count - result.nameOnly.length === described;
  });
}

/** Builds the catalog of the model's skills; `hidden` are the skills the model may not see, with why. */
export function hostCatalog(input: {
  readonly skills: readonly HostSkill[];
  readonly hidden: HostCatalog["leftOut"];
  readonly budget: number;
  readonly version: number;
}): HostCatalog {
  const { skills, budget } = input;
  const count = fittingCount(skills, budget);
  const result = layout(skills, count, budget);
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
