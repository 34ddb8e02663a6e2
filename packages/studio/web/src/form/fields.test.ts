import { describe, expect, it } from "vitest";
import type { Question } from "../api/types.js";
import { fieldsOf } from "./fields.js";

const ask: Question = {
  kind: "askUser",
  id: undefined,
  question: "",
  options: [],
  labels: [],
  multiSelect: false,
  defaultAnswer: undefined,
};
const confirm: Question = { ...ask, kind: "confirm" };

const schema = {
  type: "object",
  properties: {
    title: { type: "string", maxLength: 80, title: "Title" },
    body: { type: "string", description: "The text" },
    count: { type: "integer" },
    ratio: { type: "number" },
    urgent: { type: "boolean" },
    tone: { type: "string", enum: ["calm", "firm"] },
    level: { anyOf: [{ const: 1 }, { const: 2 }] },
    tags: { type: "array", items: { type: "string" } },
    meta: { type: "object" },
    nickname: { type: ["string", "null"], format: "email" },
  },
  required: ["title", "tone"],
};

describe("fieldsOf", () => {
  it("gives one field per property, named after it, of the kind its type asks for", () => {
    const fields = fieldsOf(schema, []);
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ["title", "text"],
      ["body", "textarea"],
      ["count", "integer"],
      ["ratio", "number"],
      ["urgent", "checkbox"],
      ["tone", "radio"],
      ["level", "radio"],
      ["tags", "json"],
      ["meta", "json"],
      ["nickname", "text"],
    ]);
  });

  it("labels with the title (else the name), keeps the description and what is required", () => {
    const [title, body] = fieldsOf(schema, []);
    expect(title).toMatchObject({ label: "Title", required: true });
    expect(body).toMatchObject({ label: "body", required: false, description: "The text" });
  });

  it("offers enum values and anyOf consts as choices that keep their types", () => {
    const fields = fieldsOf(schema, []);
    expect(fields.find((field) => field.name === "tone")?.options.map((option) => option.choice)).toEqual(["calm", "firm"]);
    expect(fields.find((field) => field.name === "level")?.options).toEqual([
      { value: "1", label: "1", choice: 1 },
      { value: "2", label: "2", choice: 2 },
    ]);
  });

  it("turns askUser options and confirm questions on a property into radios labelled with the question", () => {
    const questions: Question[] = [
      { ...ask, id: "color", question: "Which colour?", options: ["red", "blue"], labels: ["Red", "Blue"] },
      { ...confirm, id: "go", question: "Proceed?" },
      { ...confirm, id: "answer", question: "Sure?" },
    ];
    const fields = fieldsOf(
      { type: "object", properties: { color: { type: "string" }, go: { type: "boolean" }, answer: { type: "string" } } },
      questions,
    );
    expect(fields.map((field) => [field.name, field.kind, field.label])).toEqual([
      ["color", "radio", "Which colour?"],
      ["go", "radio", "Proceed?"],
      ["answer", "radio", "Sure?"],
    ]);
    expect(fields[1]?.options.map((option) => [option.value, option.label, option.choice])).toEqual([
      ["yes", "Yes", true],
      ["no", "No", false],
    ]);
    expect(fields[2]?.options.map((option) => option.choice)).toEqual(["yes", "no"]);
    expect(fields[0]?.options.map((option) => [option.value, option.label])).toEqual([
      ["red", "Red"],
      ["blue", "Blue"],
    ]);
  });

  it("offers checkboxes for a multi-select askUser and for an array of enum items", () => {
    const fields = fieldsOf(
      {
        type: "object",
        properties: {
          stack: { type: "array", items: { type: "string" } },
          days: { type: "array", items: { enum: ["mon", "tue"] } },
        },
      },
      [{ ...ask, id: "stack", question: "Which?", options: ["ts", "go"], multiSelect: true }],
    );
    expect(fields.map((field) => [field.name, field.kind, field.options.map((option) => option.value)])).toEqual([
      ["stack", "checkboxes", ["ts", "go"]],
      ["days", "checkboxes", ["mon", "tue"]],
    ]);
  });

  it("prefers an askUser's options to the property's enum, and ignores a question on no property", () => {
    const fields = fieldsOf({ type: "object", properties: { pick: { enum: ["a", "b"] } } }, [
      { ...ask, id: "pick", question: "Pick", options: ["a", "b"], labels: ["Option A", "Option B"] },
      { ...confirm, id: "nothing", question: "Ignored?" },
    ]);
    expect(fields).toHaveLength(1);
    expect(fields[0]?.options.map((option) => option.label)).toEqual(["Option A", "Option B"]);
  });

  it("has no fields for a schema that is not an object with properties", () => {
    expect(fieldsOf(null, [])).toEqual([]);
    expect(fieldsOf({ type: "string" }, [])).toEqual([]);
    expect(fieldsOf({ type: "object", properties: [] }, [])).toEqual([]);
  });

  it("treats a property that is not an object, or a hostile name, as plain JSON text", () => {
    const fields = fieldsOf({ type: "object", properties: { __proto__x: true, "<b>x</b>": { type: "string" } } }, []);
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ["__proto__x", "json"],
      ["<b>x</b>", "textarea"],
    ]);
  });
});
