// The transitions of one step, before targets are resolved to node ids.
import type { StepConfig } from "@skill-kit/core";
import { branchesOf, isTerminal } from "../next-forms.js";
import { isRoute } from "../routes.js";
import type { EdgeKind } from "./workflow-graph.js";

/** Where an edge goes: a step name (`self` resolved), a `subskill:`/`topic:` route, the end, or "any step". */
export type EdgeTarget = string | { readonly special: "end" | "dynamic" };

export interface StepEdge {
  readonly to: EdgeTarget;
  readonly kind: EdgeKind;
  readonly label?: string;
}

const end = { special: "end" } as const;
const dynamic = { special: "dynamic" } as const;

/** The name of a function an author named; the names JavaScript infers from `when:`/`next:` keys do not count. */
function givenName(fn: { readonly name: string }, inferred: string): string | undefined {
  return fn.name === "" || fn.name === inferred ? undefined : fn.name;
}

export function stepEdges(step: string, config: StepConfig): StepEdge[] {
  const edges: StepEdge[] = [];
  const add = (to: EdgeTarget, kind: EdgeKind, label?: string): void => {
    const target = to === "self" ? step : to;
    edges.push(label === undefined ? { to: target, kind } : { to: target, kind, label });
  };
  const { next } = config;
  const branches = branchesOf(next);
  if (typeof next === "string") {
    if (isRoute(next)) add(next, "route", next.slice(0, next.indexOf(":")));
    else add(next, "next");
  }
  else if (isTerminal(next)) add(end, "terminal");
  else if (branches !== undefined) {
    branches.forEach((branch, index) => {
      const label = branch.when === undefined ? (branches.length > 1 ? "otherwise" : undefined) : (givenName(branch.when, "when") ?? `when #${index + 1}`);
      add(branch.to, "branch", label);
    });
  } else if (typeof next === "function") {
    const label = givenName(next, "next") ?? "function";
    if (config.targets === undefined) add(dynamic, "dynamic", label);
    else for (const target of new Set(config.targets)) add(target, "function", label);
  }
  if (config.maxVisits !== undefined && config.onMaxVisits !== undefined) add(config.onMaxVisits, "max-visits", `after ${config.maxVisits} visits`);
  return edges;
}
