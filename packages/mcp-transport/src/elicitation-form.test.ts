import { describe, expect, it } from "vitest";
import { elicitationForm, shownViews } from "./elicitation-form.js";
import type { PromptQuestion } from "@skill-kit/primitives/questions";

const choice: PromptQuestion = {
  kind: "choice",
  question: "Role?",
  header: "Role",
  multiSelect: false,
  options: [
    { value: "dev", label: "Developer", description: "Writes code" },
    { value: "pm", label: "PM", description: "" },
  ],
};
const confirm: PromptQuestion = { kind: "confirm", message: "Go?", defaultAnswer: true, destructive: false };
const objectOf = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: "object",
  properties,
  required,
});

describe("elicitationForm", () => {
  it("maps a choice into a titled enum field named after the schema's enum property", () => {
    const form = elicitationForm(choice, objectOf({ role: { enum: ["dev", "other", "pm"] } }));
    expect(form).toEqual({
      message: "Role?\n\n- Developer: Writes code",
      field: "role",
      requestedSchema: {
        type: "object",
        properties: {
          role: {
            type: "string",
            title: "Role",
            description: "Role?",
            oneOf: [
              { const: "dev", title: "Developer" },
              { const: "pm", title: "PM" },
            ],
          },
        },
        required: ["role"],
      },
    });
  });

  it("maps a multi-select into an array field, keeping item bounds", () => {
    const form = elicitationForm(
      { ...choice, multiSelect: true },
      objectOf({ roles: { type: "array", minItems: 1, items: { enum: ["dev", "pm"] } } }),
    );
    expect(form?.requestedSchema.properties["roles"]).toEqual({
      type: "array",
      title: "Role",
      description: "Role?",
      minItems: 1,
      items: {
        anyOf: [
          { const: "dev", title: "Developer" },
          { const: "pm", title: "PM" },
        ],
      },
    });
  });

  it("maps a confirm into a boolean with its default", () => {
    const form = elicitationForm(confirm, objectOf({ approved: { type: "boolean" } }));
    expect(form).toMatchObject({ field: "approved", message: "Go?" });
    expect(form?.requestedSchema.properties["approved"]).toEqual({
      type: "boolean",
      title: "Confirm",
      description: "Go?",
      default: true,
    });
  });

  it("keeps optional properties out and accepts the form", () => {
    expect(
      elicitationForm(confirm, objectOf({ approved: { type: "boolean" }, why: { type: "string" } }, ["approved"]))?.field,
    ).toBe("approved");
  });

  it("refuses schemas that cannot take the answer", () => {
    expect(elicitationForm(choice, null)).toBeUndefined();
    expect(elicitationForm(choice, objectOf({ role: { enum: ["dev"] } }))).toBeUndefined();
    expect(elicitationForm(choice, objectOf({ role: { enum: ["dev", "pm"] }, name: { type: "string" } }))).toBeUndefined();
    expect(elicitationForm(choice, objectOf({ role: { type: "string" } }))).toBeUndefined();
    expect(elicitationForm({ ...choice, multiSelect: true }, objectOf({ role: { enum: ["dev", "pm"] } }))).toBeUndefined();
    expect(elicitationForm(confirm, objectOf({ approved: { type: "string" } }))).toBeUndefined();
    expect(elicitationForm(confirm, { type: "object", properties: { approved: { type: "boolean" } } })).toBeUndefined();
  });
});

describe("shownViews", () => {
  it("reads the content of each view a prompt shows, named or not, in order, and nothing else", () => {
    const prompt = [
      "<system>Be brief.</system>",
      '<rendered name="profile">\nname  Ada\n\nrole  design\n</rendered>',
      "<rendered>\n| hobby |\n</rendered>",
      '<confirm default="yes">Right?</confirm>',
    ].join("\n");
    expect(shownViews(prompt)).toEqual(["name  Ada\n\nrole  design", "| hobby |"]);
    expect(shownViews('<confirm default="yes">Right?</confirm>')).toEqual([]);
  });

  it("leads a form's message with the views, a blank line between each", () => {
    const form = elicitationForm(confirm, objectOf({ ok: { type: "boolean" } }), ["name  Ada", "| hobby |"]);
    expect(form?.message).toBe("name  Ada\n\n| hobby |\n\nGo?");
  });
});
