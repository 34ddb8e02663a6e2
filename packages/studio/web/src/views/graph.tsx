// `#/skills/<id>/graph?run=<runId>`: the workflow graph, with a run's current step highlighted live.
import { segment } from "../api/client.js";
import { graphOf, skillPageOf } from "../api/decode-skills.js";
import { useApi } from "../api/use-api.js";
import { GraphText } from "../graph/graph-text.js";
import { WorkflowSvg } from "../graph/workflow-svg.js";
import { hrefOf } from "../route.js";
import { Heading } from "../shell/heading.js";
import { Pending } from "../shell/status.js";
import { useRunStep } from "../shell/use-run-step.js";
import { Legend } from "./legend.js";
import { RunPicker } from "./run-picker.js";

export function GraphView({ skill, run }: { readonly skill: string; readonly run: string | undefined }) {
  const page = useApi(`/api/skills/${segment(skill)}`, skillPageOf).loaded;
  const graph = useApi(`/api/skills/${segment(skill)}/graph`, graphOf).loaded;
  const { step, runs } = useRunStep(run);
  const name = page.state === "ready" ? page.data.skill.name : skill;
  return (
    <>
      <Heading title={`Workflow of ${name}`} />
      <p class="actions">
        <a href={hrefOf({ view: "skill", skill })}>Back to {name}</a>
        <a href={hrefOf({ view: "drive", skill, run: undefined })}>Drive</a>
      </p>
      <RunPicker skill={skill} run={run} runs={runs} />
      {run !== undefined && (
        <p role="status" data-run-step={step ?? ""}>
          {step === undefined ? `Run ${run}: step unknown.` : `Run ${run} is at step ${step}.`}
        </p>
      )}
      {graph.state !== "ready" ? (
        <Pending loaded={graph} />
      ) : (
        <figure class="graph">
          <WorkflowSvg graph={graph.data} name={name} current={step} />
          <figcaption>
            <Legend />
            <GraphText graph={graph.data} current={step} />
          </figcaption>
        </figure>
      )}
    </>
  );
}
