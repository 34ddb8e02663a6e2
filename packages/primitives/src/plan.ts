// `act.plan`: a summary and steps for the user to approve (tag `plan`).
import type { ActSegmentOf, PlanConfig } from "./act-segment.js";
import { expectArray, expectObject, expectString } from "./config-checks.js";
import { escapeAttribute, escapeText } from "./escape-xml.js";

const where = "act.plan";

/** Proposes a plan: `summary` and the ordered `steps` (which may be empty). */
export function plan(config: PlanConfig): ActSegmentOf<"plan"> {
  expectObject({ where, field: "config" }, config);
  expectString({ where, field: "summary" }, config.summary);
  expectArray({ where, field: "steps" }, config.steps);
  config.steps.forEach((step, index) => {
    expectString({ where, field: `steps[${index}]` }, step);
  });
  const frozen: PlanConfig = { ...config, steps: Object.freeze([...config.steps]) };
  const segment: ActSegmentOf<"plan"> = { kind: "act", primitive: "plan", config: Object.freeze(frozen) };
  return Object.freeze(segment);
}

/** The `<plan>` XML of `config`; no steps leave an empty line between the tags (§4.3). */
export function renderPlan(config: PlanConfig): string {
  const steps = config.steps.map((step) => `  <step>${escapeText(step)}</step>`).join("\n");
  return `<plan summary="${escapeAttribute(config.summary)}">\n${steps}\n</plan>`;
}
