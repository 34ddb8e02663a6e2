// The workflow beside the drive form, highlighting the step being answered.
import { segment } from "../api/client.js";
import { graphOf, skillPageOf } from "../api/decode-skills.js";
import { useApi } from "../api/use-api.js";
import { WorkflowSvg } from "../graph/workflow-svg.js";

export function DriveGraph({ skill, step }: { readonly skill: string; readonly step: string | undefined }) {
  const { loaded } = useApi(`/api/skills/${segment(skill)}/graph`, graphOf);
  const page = useApi(`/api/skills/${segment(skill)}`, skillPageOf).loaded;
  const name = page.state === "ready" ? page.data.skill.name : skill;
  return (
    <section aria-labelledby="drive-graph-heading" class="narrow graph">
      <h2 id="drive-graph-heading">Workflow</h2>
      {loaded.state === "ready" && <WorkflowSvg graph={loaded.data} name={name} current={step} />}
      {loaded.state === "failed" && <p class="muted">No graph: {loaded.message}</p>}
    </section>
  );
}
