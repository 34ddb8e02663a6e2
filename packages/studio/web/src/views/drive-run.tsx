// `#/drive/<skillId>/<runId>`: the current step (views, questions, the prompt as the agent sees it for
// the chosen host) with its answer form, and the workflow graph beside it highlighting the step.
import { useEffect, useRef, useState } from "preact/hooks";
import { getJson, postJson, segment } from "../api/client.js";
import { apiErrorOf, stepOf } from "../api/decode-step.js";
import type { StepView } from "../api/types.js";
import type { Answer } from "../form/answer.js";
import { StepForm } from "../form/step-form.js";
import { hrefOf } from "../route.js";
import { Heading } from "../shell/heading.js";
import type { DriveProps } from "./drive-start.js";
import { DriveGraph } from "./drive-graph.js";
import { ErrorAlert } from "./error-alert.js";
import { HostSelect } from "./host-select.js";
import { StepDetails } from "./step-details.js";

interface Problem {
  readonly message: string;
  readonly issues: readonly string[];
}

const problemOf = (failure: unknown): Problem => ({
  message: failure instanceof Error ? failure.message : String(failure),
  issues: [],
});

const headingOf = (step: StepView | undefined): string => {
  if (step === undefined) return "Step";
  return step.done ? "Done" : `Step: ${step.step}`;
};

export function DriveRun({ skill, host, onHost, run }: DriveProps & { readonly run: string }) {
  const [step, setStep] = useState<StepView | undefined>(undefined);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After an accepted answer the form is replaced: the focus goes to the next step's heading.
    if (answered > 0) stepHeading.current?.focus();
  }, [answered]);
  useEffect(() => {
    const controller = new AbortController();
    // The skill this page drives: the server refuses a run of another skill rather than guess.
    const query = `?skill=${encodeURIComponent(skill)}${host === "" ? "" : `&host=${encodeURIComponent(host)}`}`;
    getJson(`/api/drive/${segment(run)}${query}`, stepOf, controller.signal).then(setStep, (failure: unknown) => {
      if (!controller.signal.aborted) setProblem(problemOf(failure));
    });
    return () => {
      controller.abort();
    };
  }, [run, host, skill]);
  const send = async (answer: Answer): Promise<void> => {
    if (!answer.ok) {
      setProblem({ message: answer.message, issues: [] });
      return;
    }
    setBusy(true);
    try {
      // The step the form was made for: an answer the run has moved past (another agent, a second
      // click) is refused by the sessions API instead of landing on the step after it.
      const payload = { output: answer.output, skill, step: step?.step };
      const reply = await postJson(`/api/drive/${segment(run)}`, host === "" ? payload : { ...payload, host });
      const error = apiErrorOf(reply.body);
      if (reply.status === 200 && error === undefined) {
        setStep(stepOf(reply.body));
        setProblem(undefined);
        setAnswered((count) => count + 1);
      } else {
        setProblem(
          error
            ? { message: `${error.code}: ${error.message}`, issues: error.issues }
            : { message: `HTTP ${reply.status}`, issues: [] },
        );
      }
    } catch (failure) {
      setProblem(problemOf(failure));
    }
    setBusy(false);
  };
  return (
    <>
      <Heading title={`Drive ${skill}`} />
      <p class="muted">
        Run <a href={hrefOf({ view: "run", run })}>{run}</a>
      </p>
      <HostSelect host={host} onHost={onHost} />
      <div class="drive">
        <section aria-labelledby="step-heading" class="wide">
          <h2 id="step-heading" ref={stepHeading} tabIndex={-1}>
            {headingOf(step)}
          </h2>
          {step === undefined && problem === undefined && <p role="status">Loading…</p>}
          {step?.done === true && (
            <p data-done="true" class="done">
              The run is done{step.step === "" ? "" : ` (last step: ${step.step})`}.
            </p>
          )}
          {step && <StepDetails step={step} />}
          {step && !step.done && step.owner === null && (
            <StepForm key={`${step.step}#${answered}`} step={step} busy={busy} onAnswer={(answer) => void send(answer)} />
          )}
          {step && !step.done && step.owner !== null && (
            <p data-owned={step.owner} class="muted">
              This run belongs to {step.owner}: the studio shows its step but does not answer it; its owner's agent does.
            </p>
          )}
          {problem && <ErrorAlert message={problem.message} issues={problem.issues} />}
        </section>
        <DriveGraph skill={skill} step={step?.done === true ? "end" : step?.step} />
      </div>
    </>
  );
}
