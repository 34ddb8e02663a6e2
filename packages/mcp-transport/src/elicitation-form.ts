// Turns a choice or confirm prompt into an `elicitation/create` form, given the step's response schema.
import type { ElicitRequestFormParams, PrimitiveSchemaDefinition } from "@modelcontextprotocol/server";
import * as z from "zod";
import type { PromptQuestion } from "@skill-kit/primitives/questions";

export interface ElicitationForm {
  readonly message: string;
  readonly requestedSchema: ElicitRequestFormParams["requestedSchema"];
  /** The response schema's field the answer goes into: the step output is `{ [field]: answer }`. */
  readonly field: string;
}

type JsonObject = Readonly<Record<string, unknown>>;

/** A view as a prompt shows it: `<rendered>` (or `<rendered name="…">`) around its verbatim content. */
const renderedView = /<rendered(?: name="[^"]*")?>\n([^]*?)\n<\/rendered>/g;

/** The content of the views `prompt` shows, in order: what a user answering its question must see. */
export function shownViews(prompt: string): string[] {
  return [...prompt.matchAll(renderedView)].map((match) => match[1] ?? "");
}

/**
 * The form for `question` (its message led by `views`, the content of the views shown beside it),
 * or undefined when the response schema cannot take its answer: it must
 * be an object with exactly one required property — a string enum holding every option value
 * (a choice), an array of such an enum (a multi-select), or a boolean (a confirm).
 */
export function elicitationForm(
  question: PromptQuestion,
  responseSchema: unknown,
  views: readonly string[] = [],
): ElicitationForm | undefined {
  const target = soleRequiredProperty(responseSchema);
  if (target === undefined) return undefined;
  const field = fieldSchema(question, target.schema);
  if (field === undefined) return undefined;
  return {
    // The views the prompt shows beside the question come first: the user answers what they show.
    message: [...views, messageOf(question)].join("\n\n"),
    requestedSchema: { type: "object", properties: { [target.name]: field }, required: [target.name] },
    field: target.name,
  };
}

function fieldSchema(question: PromptQuestion, property: JsonObject): PrimitiveSchemaDefinition | undefined {
  if (question.kind === "confirm") {
    if (property["type"] !== "boolean") return undefined;
    return {
      type: "boolean",
      title: question.destructive ? "Confirm (cannot be undone)" : "Confirm",
      description: question.message,
      default: question.defaultAnswer,
    };
  }
  const choices = question.options.map((option) => ({ const: option.value, title: option.label }));
  const title = question.header ?? "Choice";
  if (!question.multiSelect) {
    if (!coversValues(property["enum"], question)) return undefined;
    return { type: "string", title, description: question.question, oneOf: choices };
  }
  const items = asObject(property["items"]);
  if (property["type"] !== "array" || items === undefined || !coversValues(items["enum"], question)) return undefined;
  const bounds = { ...numberField(property, "minItems"), ...numberField(property, "maxItems") };
  return { type: "array", title, description: question.question, ...bounds, items: { anyOf: choices } };
}

function soleRequiredProperty(schema: unknown): { readonly name: string; readonly schema: JsonObject } | undefined {
  const object = asObject(schema);
  const properties = asObject(object?.["properties"]);
  const required = requiredList.safeParse(object?.["required"]);
  if (object?.["type"] !== "object" || properties === undefined || !required.success || required.data.length !== 1)
    return undefined;
  const [name = ""] = required.data;
  const property = asObject(properties[name]);
  return property === undefined ? undefined : { name, schema: property };
}

function coversValues(allowed: unknown, question: PromptQuestion & { kind: "choice" }): boolean {
  return Array.isArray(allowed) && question.options.every((option) => allowed.includes(option.value));
}

function messageOf(question: PromptQuestion): string {
  if (question.kind === "confirm") return question.message;
  const described = question.options.filter((option) => option.description !== "");
  return [
    question.question,
    ...(described.length > 0 ? ["", ...described.map((option) => `- ${option.label}: ${option.description}`)] : []),
  ].join("\n");
}

function numberField(object: JsonObject, key: string): Readonly<Record<string, number>> {
  const value = object[key];
  return typeof value === "number" ? { [key]: value } : {};
}

const jsonObject = z.record(z.string(), z.unknown());
const requiredList = z.array(z.string());

function asObject(value: unknown): JsonObject | undefined {
  const parsed = jsonObject.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
