// The four forms of a step's `next`, told apart without casts.
import type { StepConfig } from "@skill-kit/core";

type Next = StepConfig["next"];

/** One branch of a branch array: a target and an optional condition. */
export type Branch = Extract<Next, readonly unknown[]>[number];

/** The branches of a branch-array `next`; undefined for the other forms. */
export function branchesOf(next: Next): readonly Branch[] | undefined {
  return Array.isArray(next) ? next : undefined;
}

/** True for `next: terminal`. */
export function isTerminal(next: Next): boolean {
  return typeof next === "object" && !Array.isArray(next);
}
