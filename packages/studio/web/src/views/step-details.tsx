// What the agent is shown at a step: its views, its questions, and the prompt text exactly.
import type { StepView } from "../api/types.js";

export function StepDetails({ step }: { readonly step: StepView }) {
  return (
    <>
      {step.preamble !== undefined && step.preamble !== "" && (
        <details class="preamble">
          <summary>Preamble the agent reads before the first step</summary>
          <pre data-preamble="true">{step.preamble}</pre>
        </details>
      )}
      {step.views.map((view, index) => (
        <section key={index} data-view-block="true" class="view-block" aria-label={view.title ?? `View ${index + 1}`}>
          {view.title !== undefined && <h3>{view.title}</h3>}
          <pre tabIndex={0}>{view.text}</pre>
        </section>
      ))}
      {step.questions.length > 0 && (
        <ul class="questions" aria-label="Questions for the user">
          {step.questions.map((question, index) => (
            <li key={index} data-question={question.kind}>
              {question.kind === "confirm" ? "Confirm: " : "Ask: "}
              {question.question}
              {question.options.length > 0 &&
                ` (${question.options.map((option, at) => question.labels[at] ?? option).join(" / ")})`}
            </li>
          ))}
        </ul>
      )}
      {step.done && step.finalOutput !== undefined && (
        <>
          <h3 id="final-heading">Final output</h3>
          <pre data-final-output="true" tabIndex={0} aria-labelledby="final-heading">
            {JSON.stringify(step.finalOutput, null, 2)}
          </pre>
        </>
      )}
      {(!step.done || step.prompt !== "") && (
        <>
          <h3 id="prompt-heading">Prompt, as the agent sees it</h3>
          <pre data-prompt="true" class="prompt" tabIndex={0} aria-labelledby="prompt-heading">
            {step.prompt}
          </pre>
        </>
      )}
    </>
  );
}
