// `act.subagent`: a task to hand to an isolated agent (tag `subagent`).
import type { ActSegmentOf, SubagentConfig } from "./act-segment.js";
import { expectObject, expectOptionalBoolean, expectText } from "./config-checks.js";
import { escapeAttribute, escapeText } from "./escape-xml.js";

const where = "act.subagent";

/** Delegates `prompt` to a subagent; `output` documents the result and is never rendered. */
export function subagent(config: SubagentConfig): ActSegmentOf<"subagent"> {
  expectObject({ where, field: "config" }, config);
  expectText({ where, field: "prompt" }, config.prompt);
  expectOptionalBoolean({ where, field: "allowRecursion" }, config.allowRecursion);
  const segment: ActSegmentOf<"subagent"> = { kind: "act", primitive: "subagent", config: Object.freeze({ ...config }) };
  return Object.freeze(segment);
}

/**
 * The `<subagent>` XML of `config` (§4.5). Unless recursion is allowed, `no-recurse` names the
 * skill whose engine renders it, so the spawned agent does not start that skill again.
 */
export function renderSubagent(config: SubagentConfig, skillName: string): string {
  const noRecurse = config.allowRecursion === true ? "" : ` no-recurse="${escapeAttribute(skillName)}"`;
  return `<subagent${noRecurse}>${escapeText(config.prompt)}</subagent>`;
}
