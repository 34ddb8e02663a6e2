// Checks an accepted elicitation answer against the form that asked for it, in place of the SDK's
// default (Ajv, about 135 KB of a built skill's MCP chunk). A form is the spec's restricted schema:
// an object of primitive properties (string, number, boolean, single- or multi-select enum).
import {
  isSpecType,
  type JsonSchemaType,
  type JsonSchemaValidator,
  type jsonSchemaValidator,
  type PrimitiveSchemaDefinition,
} from "@modelcontextprotocol/server";

import { isRecord } from "./http/client-declaration.js";

/** The `jsonSchemaValidator` our servers give the SDK: it sees only the forms they send. */
export class FormAnswerValidator implements jsonSchemaValidator {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const answers = (input: unknown, problems: string[]): input is T => {
      problems.push(...formProblems(schema, input));
      return problems.length === 0;
    };
    return (input) => {
      const problems: string[] = [];
      if (answers(input, problems)) return { valid: true, data: input, errorMessage: undefined };
      return { valid: false, data: undefined, errorMessage: problems.join("; ") };
    };
  }
}

/** The parts of a form's schema an answer is checked against. */
export interface FormSchema {
  readonly type?: unknown;
  readonly properties?: unknown;
  readonly required?: readonly string[] | undefined;
}

/** What is wrong with `input` as an answer to the form, property by property; empty when nothing is. */
export function formProblems(schema: FormSchema, input: unknown): string[] {
  const problems: string[] = [];
  const properties = isRecord(schema.properties) ? schema.properties : {};
  if (schema.type !== "object") problems.push(`the form must be an object schema, found type ${JSON.stringify(schema.type)}`);
  if (!isRecord(input)) problems.push(`the answer must be an object, found ${JSON.stringify(input)}`);
  else {
    for (const name of schema.required ?? []) if (!Object.hasOwn(input, name)) problems.push(`${name}: required`);
    for (const [name, value] of Object.entries(input)) {
      const field = properties[name];
      const problem = isSpecType.PrimitiveSchemaDefinition(field)
        ? fieldProblem(field, value)
        : "not a property of the form, or not a primitive one";
      if (problem !== undefined) problems.push(`${name}: ${problem}`);
    }
  }
  return problems;
}

function fieldProblem(field: PrimitiveSchemaDefinition, value: unknown): string | undefined {
  const found = `found ${JSON.stringify(value)}`;
  switch (field.type) {
    case "boolean":
      return typeof value === "boolean" ? undefined : `expected a boolean, ${found}`;
    case "number":
    case "integer":
      if (typeof value !== "number" || (field.type === "integer" && !Number.isInteger(value)))
        return `expected ${field.type === "integer" ? "an integer" : "a number"}, ${found}`;
      return outside(value, [field.minimum, field.maximum], found);
    case "string": {
      if (typeof value !== "string") return `expected a string, ${found}`;
      // A `format` is left to the step's own check, which every answer goes through next.
      if ("enum" in field) return oneOf(field.enum, value, found);
      if ("oneOf" in field)
        return oneOf(
          field.oneOf.map((option) => option.const),
          value,
          found,
        );
      return outside(value.length, [field.minLength, field.maxLength], `found ${value.length} characters`);
    }
    case "array": {
      const allowed = "enum" in field.items ? field.items.enum : field.items.anyOf.map((option) => option.const);
      if (!Array.isArray(value) || !value.every((item) => typeof item === "string" && allowed.includes(item)))
        return `expected a list of ${allowed.join(", ")}, ${found}`;
      return outside(value.length, [field.minItems, field.maxItems], `found ${value.length} items`);
    }
  }
}

function oneOf(allowed: readonly string[], value: string, found: string): string | undefined {
  return allowed.includes(value) ? undefined : `expected one of ${allowed.join(", ")}, ${found}`;
}

function outside(size: number, [min, max]: readonly [number | undefined, number | undefined], found: string): string | undefined {
  if (min !== undefined && size < min) return `expected at least ${min}, ${found}`;
  if (max !== undefined && size > max) return `expected at most ${max}, ${found}`;
  return undefined;
}
