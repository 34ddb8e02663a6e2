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

/** Longest condition source drawn on an edge; longer ones end in an ellipsis. */
const maxConditionChars = 40;

/**
 * How an inline `when` is drawn: the expression an arrow function returns, whitespace collapsed
 * (`({ response }) => response.approved` is drawn `response.approved`); undefined when it has no
 * expression body (a block, or a function written with `function`).
 */
export function conditionSource(fn: { toString(): string }): string | undefined {
  const match = /^(?:async\s*)?(?:\([^)]*\)|[\w$]+)\s*=>\s*([\s\S]+)$/.exec(fn.toString().trim());
  const body = match?.[1]?.replace(/\s+/g, " ").trim();
  if (body === undefined || body.startsWith("{") || body === "") return undefined;
  const expression = body.startsWith("(") && body.endsWith(")") ? body.slice(1, -1).trim() : body;
  return expression.length > maxConditionChars ? `${expression.slice(0, maxConditionChars - 1).trimEnd()}…` : expression;
}

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
  } else if (isTerminal(next)) add(end, "terminal");
  else if (branches !== undefined) {
    branches.forEach((branch, index) => {
      const label =
        branch.when === undefined
          ? branches.length > 1
            ? "otherwise"
            : undefined
          : (givenName(branch.when, "when") ?? conditionSource(branch.when) ?? `when #${index + 1}`);
      add(branch.to, isRoute(branch.to) ? "route" : "branch", label);
    });
  } else if (typeof next === "function") {
    const label = givenName(next, "next") ?? "function";
    if (config.targets === undefined) add(dynamic, "dynamic", label);
    else for (const target of new Set(config.targets)) add(target, "function", label);
  }
  if (config.maxVisits !== undefined && config.onMaxVisits !== undefined)
    add(config.onMaxVisits, "max-visits", `after ${config.maxVisits} visits`);
  return edges;
}
