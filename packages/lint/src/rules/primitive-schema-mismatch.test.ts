import { skill, terminal, type } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { primitiveSchemaMismatch } from "./primitive-schema-mismatch.js";

const options = [
  { value: "tea", label: "Tea" },
  { value: "coffee", label: "Coffee" },
  { value: "water", label: "Water" },
];

describe("primitive-schema-mismatch", () => {
  it("is an error for an option the enum lacks and a warning for an enum value no option offers", () => {
    const drinks = skill({ name: "drinks", description: "Drinks.", entry: "pick" })
      .step("pick", {
        prompt: ({ act }) => [act.askUser({ type: "structured", header: "Drink", question: "What to drink?", options })],
        response: type({ drink: "'tea'|'coffee'|'juice'" }),
        next: terminal,
      })
      .build();
    expect(primitiveSchemaMismatch(workflowContext(drinks))).toEqual([
      {
        rule: "primitive-schema-mismatch",
        severity: "error",
        step: "pick",
        message: expect.stringContaining('askUser option "water" is not a value the response allows for "drink"') as unknown,
      },
      {
        rule: "primitive-schema-mismatch",
        severity: "warning",
        step: "pick",
        message: expect.stringContaining('allows "juice" for "drink", but no askUser option offers it') as unknown,
      },
    ]);
  });

  it("reads a segment given directly as the prompt, and a multi-select array of enums", () => {
    const direct = skill({ name: "direct", description: "Direct.", entry: "pick" })
      .step("pick", {
        prompt: {
          kind: "act",
          primitive: "ask-user",
          config: { type: "structured", question: "Which?", multiSelect: true, options },
        },
        response: type({ drinks: type("'tea'|'coffee'").array() }),
        next: terminal,
      })
      .build();
    expect(primitiveSchemaMismatch(workflowContext(direct)).map((diagnostic) => diagnostic.severity)).toEqual(["error"]);
  });

  it("matches each question to the enum it shares most values with", () => {
    const two = skill({ name: "two", description: "Two.", entry: "pick" })
      .step("pick", {
        prompt: ({ act }) => [
          act.askUser({
            type: "structured",
            question: "Size?",
            options: [
              { value: "s", label: "Small" },
              { value: "l", label: "Large" },
            ],
          }),
          act.askUser({ type: "structured", question: "Drink?", options: options.slice(0, 2) }),
        ],
        response: type({ size: "'s'|'l'", drink: "'tea'|'coffee'" }),
        next: terminal,
      })
      .build();
    expect(primitiveSchemaMismatch(workflowContext(two))).toEqual([]);
  });

  it("does not fire when options and enum agree, or for open questions", () => {
    const agreed = skill({ name: "agreed", description: "Agreed.", entry: "pick" })
      .step("pick", {
        prompt: ({ act }) => [act.askUser({ type: "structured", question: "What to drink?", options })],
        response: type({ drink: "'tea'|'coffee'|'water'" }),
        next: "why",
      })
      .step("why", {
        prompt: ({ act }) => [act.askUser({ type: "open", question: "Why?" })],
        response: type({ mood: "'good'|'bad'" }),
        next: terminal,
      })
      .build();
    expect(primitiveSchemaMismatch(workflowContext(agreed))).toEqual([]);
  });
});
