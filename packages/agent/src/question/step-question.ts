// The question a pending step asks the user, when its prompt is one question and its response
// schema can take the answer (as MCP elicitation decides); and the step output an answer makes.
import type { WorkflowQuestion, WorkflowResult } from "../types.js";
import { promptQuestion, type PromptQuestion } from "@skill-kit/primitives/questions";

/** A workflow question with what the prompt asks, parsed, and the output field the answer goes into. */
export interface StepQuestion extends WorkflowQuestion {
  readonly question: PromptQuestion;
  /** The response schema's sole required property: an answer that is not an object becomes `{ [field]: answer }`. */
  readonly field: string;
}

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The schema's one required property, when it is an object schema with exactly one. */
function soleRequired(schema: unknown): { readonly name: string; readonly schema: Fields } | undefined {
  if (!isFields(schema) || schema["type"] !== "object") return undefined;
  const properties = schema["properties"];
  const required = schema["required"];
  if (!isFields(properties) || !Array.isArray(required)) return undefined;
  const names: readonly unknown[] = required;
  if (names.length !== 1) return undefined;
  const [name] = names;
  const property: unknown = typeof name === "string" ? properties[name] : undefined;
  return typeof name === "string" && isFields(property) ? { name, schema: property } : undefined;
}

function coversValues(allowed: unknown, question: PromptQuestion & { readonly kind: "choice" }): boolean {
  return Array.isArray(allowed) && question.options.every((option) => allowed.includes(option.value));
}

/** The property can hold the answer: a boolean for a confirm, an enum (or an array of one) of every option for a choice. */
function takes(property: Fields, question: PromptQuestion): boolean {
  if (question.kind === "confirm") return property["type"] === "boolean";
  if (!question.multiSelect) return coversValues(property["enum"], question);
  const items = property["items"];
  return property["type"] === "array" && isFields(items) && coversValues(items["enum"], question);
}

/** The question `result` asks the user, or undefined when it is not a prompt made of one question its schema can take. */
export function stepQuestion(result: WorkflowResult, skill: string): StepQuestion | undefined {
  if (result.status !== "prompt" || result.prompt === undefined || result.step === undefined) return undefined;
  const question = promptQuestion(result.prompt, { beside: "views" });
  const target = soleRequired(result.schema);
  if (question === undefined || target === undefined || !takes(target.schema, question)) return undefined;
  return {
    skill,
    session: result.session,
    step: result.step,
    prompt: result.prompt,
    schema: result.schema ?? null,
    question,
    field: target.name,
  };
}

/** The step output of an answer: an object as given; anything else (`true`, `"blue"`, `["a"]`) as `{ [field]: answer }`. */
export function answerOutput(answer: unknown, field: string): unknown {
  return isFields(answer) ? answer : { [field]: answer };
}
