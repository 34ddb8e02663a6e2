// `no-host-tool-names`: prose that names a host's tool, in the text a host without that tool is shown.
import type { LintDiagnostic } from "../lint-diagnostic.js";
import type { StepProbe } from "../probe/probe-steps.js";
import type { WorkflowContext } from "../workflow-context.js";
import { toolNamesIn, withoutPrimitiveMarkup } from "./host-tool-names.js";

const rule = "no-host-tool-names";
const advice = "describe the action in plain words or use an act primitive (act.askUser, act.plan, …)";

export function noHostToolNames(context: WorkflowContext): LintDiagnostic[] {
  const diagnostics: LintDiagnostic[] = [];
  const { system } = context.definition;
  if (system !== undefined) {
    for (const name of toolNamesIn(system)) {
      diagnostics.push({ rule, severity: "error", message: `the skill's system text names the host tool "${name}"; ${advice}` });
    }
  }
  for (const probe of context.probes) diagnostics.push(...probeFindings(probe));
  return diagnostics;
}

function probeFindings(probe: StepProbe): LintDiagnostic[] {
  const hostsByName = new Map<string, string[]>();
  for (const render of probe.renders) {
    for (const name of toolNamesIn(withoutPrimitiveMarkup(render.text))) {
      if (render.tools.includes(name)) continue;
      const hosts = hostsByName.get(name) ?? [];
      if (!hosts.includes(render.host)) hosts.push(render.host);
      hostsByName.set(name, hosts);
    }
  }
  return [...hostsByName].map(([name, hosts]) => {
    const where = probe.source === undefined ? "the prompt text" : `the prompt as rendered for ${hosts.join(", ")}`;
    const guard = probe.source === undefined ? "" : `, or mention it only when host.toolsAvailable.includes("${name}")`;
    return { rule, severity: "error", message: `${where} names the host tool "${name}"; ${advice}${guard}`, step: probe.step };
  });
}
