import { act, renderPrompt, system, type PromptValue } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { promptQuestion } from "./prompt-question.js";

const rendered = (value: PromptValue): string => renderPrompt(value, { skillName: "demo" });
const options = [
  { value: "a&b", label: 'The "A" & <B>', description: "first <one>" },
  { value: "c", label: "C", preview: "a preview" },
];

describe("promptQuestion", () => {
  it("reads a structured ask-user back from its XML, escapes undone", () => {
    const question = promptQuestion(
      rendered(act.askUser({ type: "structured", header: "Pick", question: 'Which "one"?', options })),
    );
    expect(question).toEqual({
      kind: "choice",
      question: 'Which "one"?',
      header: "Pick",
      multiSelect: false,
      options: [
        { value: "a&b", label: 'The "A" & <B>', description: "first <one>" },
        { value: "c", label: "C", description: "" },
      ],
    });
  });

  it("reads multi-select", () => {
    const question = promptQuestion(
      rendered(act.askUser({ type: "structured", question: "Which?", multiSelect: true, options })),
    );
    expect(question).toMatchObject({ kind: "choice", multiSelect: true });
    expect(question).not.toHaveProperty("header");
  });

  it("reads a confirm with its default and destructive flag", () => {
    expect(promptQuestion(rendered(act.confirm({ message: "Go & <see>?" })))).toEqual({
      kind: "confirm",
      message: "Go & <see>?",
      defaultAnswer: false,
      destructive: false,
    });
    expect(promptQuestion(rendered(act.confirm({ message: "Wipe?", destructive: true, defaultAnswer: "yes" })))).toEqual({
      kind: "confirm",
      message: "Wipe?",
      defaultAnswer: true,
      destructive: true,
    });
  });

  it("refuses anything that is more or other than one question", () => {
    const confirm = act.confirm({ message: "Go?" });
    expect(promptQuestion(rendered([confirm, confirm]))).toBeUndefined();
    expect(promptQuestion(rendered([system`persona`, confirm]))).toBeUndefined();
    expect(promptQuestion(rendered(["Read this first.", confirm]))).toBeUndefined();
    expect(promptQuestion(rendered(act.askUser({ type: "open", question: "Name?" })))).toBeUndefined();
    expect(promptQuestion(rendered(act.survey([{ question: "Q?", options }])))).toBeUndefined();
    expect(promptQuestion(rendered('<confirm default="no">Go?</confirm>'))).toBeUndefined();
    expect(
      promptQuestion('<ask-user type="structured" question="Q">\n  <option value="a" label="A">x</option>\njunk\n</ask-user>'),
    ).toBeUndefined();
  });
});
