// The answer form of one step: its fields, a "Raw JSON" box (used when filled) and "Submit answer".
import { useMemo } from "preact/hooks";
import type { StepView } from "../api/types.js";
import { answerOf, rawName, type Answer } from "./answer.js";
import { FieldInput } from "./field-input.js";
import { fieldsOf } from "./fields.js";

export interface StepFormProps {
  readonly step: StepView;
  readonly busy: boolean;
  readonly onAnswer: (answer: Answer) => void;
}

function valuesOf(form: HTMLFormElement): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

export function StepForm({ step, busy, onAnswer }: StepFormProps) {
  const fields = useMemo(() => fieldsOf(step.schema, step.questions), [step.schema, step.questions]);
  const submit = (event: SubmitEvent): void => {
    event.preventDefault();
    if (event.currentTarget instanceof HTMLFormElement) onAnswer(answerOf(fields, valuesOf(event.currentTarget)));
  };
  return (
    <form data-step={step.step} onSubmit={submit} aria-labelledby="answer-heading" noValidate>
      <h3 id="answer-heading">Answer</h3>
      {fields.length === 0 && (
        <p class="muted">This step's schema has no properties to fill in; answer with raw JSON or submit as is.</p>
      )}
      {fields.map((field, index) => (
        <FieldInput key={field.name} field={field} id={`field-${index}`} />
      ))}
      <div class="field">
        <label for="field-raw">Raw JSON (used instead of the fields when filled)</label>
        <textarea id="field-raw" name={rawName} rows={4} class="mono" />
      </div>
      <button type="submit" disabled={busy}>
        Submit answer
      </button>
    </form>
  );
}
