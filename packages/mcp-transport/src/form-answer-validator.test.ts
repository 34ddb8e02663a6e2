import type { JsonSchemaType } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { FormAnswerValidator } from "./form-answer-validator.js";

const validator = new FormAnswerValidator();
const check = (schema: JsonSchemaType, answer: unknown) => validator.getValidator(schema)(answer);

// The three forms elicitation-form.ts makes (a choice, a multi-select, a confirm).
const choice: JsonSchemaType = {
  type: "object",
  properties: {
    color: {
      type: "string",
      title: "Color",
      oneOf: [
        { const: "red", title: "Red" },
        { const: "blue", title: "Blue" },
      ],
    },
  },
  required: ["color"],
};
const toppings: JsonSchemaType = {
  type: "object",
  properties: {
    toppings: {
      type: "array",
      minItems: 1,
      items: {
        anyOf: [
          { const: "cheese", title: "Cheese" },
          { const: "basil", title: "Basil" },
        ],
      },
    },
  },
  required: ["toppings"],
};
const confirm: JsonSchemaType = {
  type: "object",
  properties: { approved: { type: "boolean", title: "Confirm", default: true } },
  required: ["approved"],
};

describe("FormAnswerValidator", () => {
  it("accepts an answer to each kind of form the server sends, as it came", () => {
    expect(check(choice, { color: "blue" })).toEqual({ valid: true, data: { color: "blue" }, errorMessage: undefined });
    expect(check(toppings, { toppings: ["basil", "cheese"] })).toMatchObject({ valid: true });
    expect(check(confirm, { approved: false })).toMatchObject({ valid: true });
  });

  it("says what is wrong with each property of an answer the form does not take", () => {
    expect(check(choice, { color: "green" })).toEqual({
      valid: false,
      data: undefined,
      errorMessage: 'color: expected one of red, blue, found "green"',
    });
    expect(check(toppings, { toppings: [] })).toMatchObject({ errorMessage: "toppings: expected at least 1, found 0 items" });
    expect(check(toppings, { toppings: ["ham"] })).toMatchObject({
      errorMessage: 'toppings: expected a list of cheese, basil, found ["ham"]',
    });
    expect(check(confirm, {})).toMatchObject({ errorMessage: "approved: required" });
    expect(check(confirm, { approved: "yes", extra: 1 })).toMatchObject({
      errorMessage: 'approved: expected a boolean, found "yes"; extra: not a property of the form, or not a primitive one',
    });
  });

  it("checks the spec's other primitive properties: strings, numbers, integers, untitled enums", () => {
    const form: JsonSchemaType = {
      type: "object",
      properties: {
        name: { type: "string", minLength: 2, maxLength: 4 },
        age: { type: "integer", minimum: 0 },
        score: { type: "number", maximum: 1 },
        size: { type: "string", enum: ["s", "m"] },
      },
    };
    expect(check(form, { name: "Ada", age: 36, score: 0.5, size: "m" })).toMatchObject({ valid: true });
    expect(check(form, { name: "A", age: 1.5, score: 2, size: "xl" })).toMatchObject({
      errorMessage:
        'name: expected at least 2, found 1 characters; age: expected an integer, found 1.5; score: expected at most 1, found 2; size: expected one of s, m, found "xl"',
    });
    expect(check({ type: "array" }, [])).toMatchObject({
      errorMessage: 'the form must be an object schema, found type "array"; the answer must be an object, found []',
    });
  });
});
