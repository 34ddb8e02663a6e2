// One answer field: a labelled input, textarea, checkbox, or a fieldset of radios. Nothing is
// `required` in the browser's sense: the step's own check answers, with the errors the agent gets.
import type { Field } from "./fields.js";

function Hint({ field, id }: { readonly field: Field; readonly id: string }) {
  return field.description === undefined ? null : (
    <p id={`${id}-hint`} class="hint">
      {field.description}
    </p>
  );
}

const requiredMark = (field: Field): string => (field.required ? " (required)" : "");

/** A fieldset of radios (one choice) or checkboxes (any number of choices). */
function ChoiceGroup({ field, id }: { readonly field: Field; readonly id: string }) {
  const type = field.kind === "checkboxes" ? "checkbox" : "radio";
  return (
    <fieldset class="field" aria-describedby={field.description === undefined ? undefined : `${id}-hint`}>
      <legend>
        {field.label}
        {requiredMark(field)}
      </legend>
      <Hint field={field} id={id} />
      {field.options.map((option, index) => (
        <label key={option.value} class="choice">
          <input type={type} name={field.name} value={option.value} id={`${id}-${index}`} /> {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export function FieldInput({ field, id }: { readonly field: Field; readonly id: string }) {
  if (field.kind === "radio" || field.kind === "checkboxes") return <ChoiceGroup field={field} id={id} />;
  const describedBy = field.description === undefined ? undefined : `${id}-hint`;
  const common = { id, name: field.name, "aria-describedby": describedBy, "aria-required": field.required };
  if (field.kind === "checkbox") {
    return (
      <div class="field checkbox">
        <input type="checkbox" value="on" {...common} />
        <label for={id}>
          {field.label}
          {requiredMark(field)}
        </label>
        <Hint field={field} id={id} />
      </div>
    );
  }
  const suffix = field.kind === "json" ? " (JSON)" : "";
  return (
    <div class="field">
      <label for={id}>
        {field.label}
        {suffix}
        {requiredMark(field)}
      </label>
      <Hint field={field} id={id} />
      {field.kind === "text" && <input type="text" {...common} />}
      {(field.kind === "number" || field.kind === "integer") && (
        <input type="number" step={field.kind === "integer" ? 1 : "any"} {...common} />
      )}
      {(field.kind === "textarea" || field.kind === "json") && (
        <textarea rows={field.kind === "json" ? 4 : 3} class={field.kind === "json" ? "mono" : undefined} {...common} />
      )}
    </div>
  );
}
