// From a step's JSON schema (and its askUser/confirm questions) to the fields of the answer form:
// one field per property of an object schema, named after the property.
import { isRecord, type JsonObject } from "../api/json.js";
import type { Question } from "../api/types.js";

type Choice = string | number | boolean | null;

interface ChoiceOption {
  /** The radio's `value`: the choice as text (`yes`/`no` for a confirm). */
  readonly value: string;
  readonly label: string;
  readonly choice: Choice;
}

type FieldKind = "text" | "textarea" | "number" | "integer" | "checkbox" | "radio" | "checkboxes" | "json";

export interface Field {
  readonly name: string;
  readonly kind: FieldKind;
  readonly label: string;
  readonly required: boolean;
  readonly description: string | undefined;
  /** The choices of a `radio` or `checkboxes` field (an array of the checked ones), in order. */
  readonly options: readonly ChoiceOption[];
}

const isChoice = (value: unknown): value is Choice =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

const optionOf = (choice: Choice): ChoiceOption => ({ value: String(choice), label: String(choice), choice });

/** The property's type, the first that is not `null` when it lists several. */
function typeOf(property: JsonObject): string | undefined {
  const type = property.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((entry: unknown): entry is string => typeof entry === "string" && entry !== "null");
  return undefined;
}

/** `enum`, `const`, or an anyOf/oneOf made only of consts. */
function choicesOf(property: JsonObject): Choice[] | undefined {
  if (Array.isArray(property.enum) && property.enum.every(isChoice)) return property.enum.filter(isChoice);
  if ("const" in property && isChoice(property.const)) return [property.const];
  const union: unknown[] | undefined = Array.isArray(property.anyOf)
    ? property.anyOf
    : Array.isArray(property.oneOf)
      ? property.oneOf
      : undefined;
  if (union === undefined || union.length === 0) return undefined;
  const consts: Choice[] = [];
  for (const member of union) {
    if (!isRecord(member) || !("const" in member) || !isChoice(member.const)) return undefined;
    consts.push(member.const);
  }
  return consts;
}

const yesNo = (yes: Choice, no: Choice): ChoiceOption[] => [
  { value: "yes", label: "Yes", choice: yes },
  { value: "no", label: "No", choice: no },
];

/** An askUser's options, shown by their labels. */
const questionOptions = (question: Question): ChoiceOption[] =>
  question.options.map((value, index) => ({ value, label: question.labels[index] ?? value, choice: value }));

function itemChoices(property: JsonObject): Choice[] | undefined {
  return isRecord(property.items) ? choicesOf(property.items) : undefined;
}

function kindAndOptions(property: JsonObject, question: Question | undefined): Pick<Field, "kind" | "options"> {
  const type = typeOf(property);
  if (question?.kind === "askUser" && question.options.length > 0) {
    const options = questionOptions(question);
    if (question.multiSelect || type === "array") return { kind: "checkboxes", options };
    return { kind: "radio", options };
  }
  if (question?.kind === "confirm" && type === "boolean") return { kind: "radio", options: yesNo(true, false) };
  if (question?.kind === "confirm" && type === "string") return { kind: "radio", options: yesNo("yes", "no") };
  const choices = choicesOf(property);
  if (choices !== undefined) return { kind: "radio", options: choices.map(optionOf) };
  const items = type === "array" ? itemChoices(property) : undefined;
  if (items !== undefined) return { kind: "checkboxes", options: items.map(optionOf) };
  if (type === "boolean") return { kind: "checkbox", options: [] };
  if (type === "number" || type === "integer") return { kind: type, options: [] };
  if (type === "string") {
    const short = typeof property.maxLength === "number" && property.maxLength <= 120;
    return { kind: short || typeof property.format === "string" ? "text" : "textarea", options: [] };
  }
  return { kind: "json", options: [] };
}

/** The form's fields; none when the schema is not an object with properties (the raw JSON box remains). */
export function fieldsOf(schema: unknown, questions: readonly Question[]): Field[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required.filter((name: unknown) => typeof name === "string") : [];
  return Object.entries(schema.properties).map(([name, value]) => {
    const property = isRecord(value) ? value : {};
    const question = questions.find((entry) => entry.id === name);
    const title = typeof property.title === "string" ? property.title : undefined;
    const description = typeof property.description === "string" ? property.description : undefined;
    return {
      name,
      label: question?.question ?? title ?? name,
      required: required.includes(name),
      description,
      ...kindAndOptions(property, question),
    };
  });
}
