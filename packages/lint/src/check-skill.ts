// `checkSkill`: every lint rule over a skill and, with a `[subskill:<name>]` prefix, its sub-skills.
import type { ReferenceDefinition, SkillDefinition } from "@skill-kit/core";
import type { LintDiagnostic } from "./lint-diagnostic.js";
import { compositeStepName } from "./rules/composite-step-name.js";
import { cycleGuard } from "./rules/cycle-guard.js";
import { deadEnd } from "./rules/dead-end.js";
import { hostBranchingDensity } from "./rules/host-branching-density.js";
import { noHostToolNames } from "./rules/no-host-tool-names.js";
import { orphanReferences } from "./rules/orphan-references.js";
import { primitiveSchemaMismatch } from "./rules/primitive-schema-mismatch.js";
import { skillMd } from "./rules/skill-md.js";
import { unknownToolNames } from "./rules/unknown-tool-names.js";
import { unreachableStep } from "./rules/unreachable-step.js";
import { workflowContext, type WorkflowRule } from "./workflow-context.js";

/** The rules that look at one workflow; they run on the skill and on each sub-skill. */
const workflowRules: readonly WorkflowRule[] = [
  cycleGuard,
  unreachableStep,
  deadEnd,
  noHostToolNames,
  hostBranchingDensity,
  unknownToolNames,
  primitiveSchemaMismatch,
  compositeStepName,
];

/**
 * Lints a skill whose source sits in `rootDir` (its `references/` folder is read from there).
 * Sub-skills are linted with the workflow rules, their messages prefixed `[subskill:<name>] `;
 * `skill-md` and `orphan-references` look at the skill as a whole.
 */
export function checkSkill(definition: SkillDefinition, rootDir: string): LintDiagnostic[] {
  const main = workflowContext(definition);
  const subskills = Object.entries(definition.subskills ?? {}).map(([name, registration]) => ({
    name,
    context: workflowContext(registration.definition),
  }));
  const diagnostics = [...skillMd(definition), ...workflowRules.flatMap((rule) => rule(main))];
  for (const { name, context } of subskills) {
    for (const diagnostic of workflowRules.flatMap((rule) => rule(context))) {
      diagnostics.push({ ...diagnostic, message: `[subskill:${name}] ${diagnostic.message}` });
    }
  }
  diagnostics.push(...orphanReferences({ rootDir, contexts: [main, ...subskills.map((subskill) => subskill.context)] }));
  return diagnostics;
}

/** Reference skills have no workflow to lint: always `[]`. */
export const checkReference: (definition: ReferenceDefinition) => LintDiagnostic[] = () => [];
