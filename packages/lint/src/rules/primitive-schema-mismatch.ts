// `primitive-schema-mismatch`: askUser option values and the response's enum must agree both ways.
import { isPromptSegment, jsonSchemaOf, type AskUserOption, type PromptPiece } from "@skill-kit/core";
import type { LintDiagnostic } from "../lint-diagnostic.js";
import type { StepProbe } from "../probe/probe-steps.js";
import type { WorkflowContext } from "../workflow-context.js";
import { closestProperty, enumProperties, type EnumProperty } from "./enum-properties.js";

const rule = "primitive-schema-mismatch";

export function primitiveSchemaMismatch(context: WorkflowContext): LintDiagnostic[] {
  return context.probes.flatMap((probe) => stepMismatches(probe));
}

function stepMismatches(probe: StepProbe): LintDiagnostic[] {
  const properties = enumProperties(jsonSchemaOf(probe.config.response));
  if (properties.length === 0) return [];
  const offered = new Map<EnumProperty, Set<string>>();
  for (const options of structuredQuestions(probe.renders.flatMap((render) => render.pieces))) {
    const values = options.map((option) => option.value);
    const property = closestProperty(properties, values);
    if (property === undefined) continue;
    const set = offered.get(property) ?? new Set<string>();
    for (const value of values) set.add(value);
    offered.set(property, set);
  }
  const diagnostics: LintDiagnostic[] = [];
  for (const [property, values] of offered) {
    const allowed = property.values.map((value) => JSON.stringify(value)).join(", ");
    for (const value of values) {
      if (property.values.includes(value)) continue;
      const message = `askUser option "${value}" is not a value the response allows for "${property.name}" (${allowed}); the answer would fail validation`;
      diagnostics.push({ rule, severity: "error", message, step: probe.step });
    }
    for (const value of property.values) {
      if (typeof value === "string" && values.has(value)) continue;
      const message = `the response allows ${JSON.stringify(value)} for "${property.name}", but no askUser option offers it`;
      diagnostics.push({ rule, severity: "warning", message, step: probe.step });
    }
  }
  return diagnostics;
}

/** The option lists of the structured askUser segments among `pieces`. */
function structuredQuestions(pieces: readonly PromptPiece[]): (readonly AskUserOption[])[] {
  const lists: (readonly AskUserOption[])[] = [];
  for (const piece of pieces) {
    if (!isPromptSegment(piece) || piece.kind !== "act" || piece.primitive !== "ask-user") continue;
    if (piece.config.type === "structured") lists.push(piece.config.options);
  }
  return lists;
}
