// From the form's values back to the step's output: the "Raw JSON" box when it is filled, else one
// property per field (numbers as numbers, radios as their choices, JSON fields parsed).
import type { Field } from "./fields.js";

export type Answer = { readonly ok: true; readonly output: unknown } | { readonly ok: false; readonly message: string };

/** The form's values by name (what FormData holds: strings; a checkbox only when checked). */
export type Values = ReadonlyMap<string, readonly string[]>;

export const rawName = "__raw";

function parsed(text: string, where: string): Answer {
  try {
    const output: unknown = JSON.parse(text);
    return { ok: true, output };
  } catch (error) {
    return { ok: false, message: `${where} is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The value of one field, or undefined to leave the property out (the step's schema decides). */
function choiceOf(field: Field, text: string): unknown {
  const option = field.options.find((entry) => entry.value === text);
  return option === undefined ? text : option.choice;
}

function valueOf(field: Field, texts: readonly string[]): Answer | undefined {
  if (field.kind === "checkbox") return { ok: true, output: texts.length > 0 };
  if (field.kind === "checkboxes") return { ok: true, output: texts.map((text) => choiceOf(field, text)) };
  const text = texts[0];
  if (text === undefined) return undefined;
  if (field.kind === "radio") return { ok: true, output: choiceOf(field, text) };
  if (text.trim() === "" && ((field.kind !== "text" && field.kind !== "textarea") || !field.required)) return undefined;
  if (field.kind === "number" || field.kind === "integer") {
    const number = Number(text);
    return { ok: true, output: Number.isFinite(number) ? number : text };
  }
  if (field.kind === "json") return parsed(text, `The field "${field.name}"`);
  return { ok: true, output: text };
}

export function answerOf(fields: readonly Field[], values: Values): Answer {
  const raw = values.get(rawName)?.[0] ?? "";
  if (raw.trim() !== "") return parsed(raw, "The raw JSON");
  const output: Record<string, unknown> = {};
  for (const field of fields) {
    const value = valueOf(field, values.get(field.name) ?? []);
    if (value === undefined) continue;
    if (!value.ok) return value;
    output[field.name] = value.output;
  }
  return { ok: true, output };
}
