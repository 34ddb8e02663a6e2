import { act, renderPrompt, system, type PromptValue } from "./index.js";
import { describe, expect, it } from "vitest";
import { promptQuestion, type PromptQuestionOptions } from "./prompt-question.js";

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

const views: PromptQuestionOptions = { beside: "views" };
const choice = [
  '<ask-user type="structured" header="Role" question="What do you do, Ada &amp; co?" multi-select="true">',
  '  <option value="dev" label="Developer">Writes code</option>',
  '  <option value="design" label="Designer">Shapes &lt;things&gt;</option>',
  "</ask-user>",
].join("\n");

describe("promptQuestion with what the user sees beside it", () => {
  it("reads a confirm, with its default and whether it is destructive", () => {
    expect(promptQuestion('<confirm default="no" destructive="true">Delete ./a &amp; ./b?</confirm>')).toEqual({
      kind: "confirm",
      message: "Delete ./a & ./b?",
      defaultAnswer: false,
      destructive: true,
    });
  });

  it("reads a structured question's options, header and multi-select", () => {
    const withPreview = [
      '<ask-user type="structured" question="Which extras?">',
      '  <option value="lint" label="Linting">ESLint\n    <preview>eslint.config.js</preview>\n  </option>',
      "</ask-user>",
    ].join("\n");
    expect(promptQuestion(withPreview)).toEqual({
      kind: "choice",
      question: "Which extras?",
      multiSelect: false,
      options: [{ value: "lint", label: "Linting", description: "ESLint" }],
    });
    expect(promptQuestion(choice)).toEqual({
      kind: "choice",
      question: "What do you do, Ada & co?",
      header: "Role",
      multiSelect: true,
      options: [
        { value: "dev", label: "Developer", description: "Writes code" },
        { value: "design", label: "Designer", description: "Shapes <things>" },
      ],
    });
  });

  it("takes a question shown with views and a persona, as the interview example's confirm-profile step is", () => {
    const prompt = [
      "<system>You are brief.</system>",
      '<rendered name="profile">\nname     Ada\nrole     design\n</rendered>',
      '<confirm default="yes">Is this profile right?</confirm>',
    ].join("\n\n");
    expect(promptQuestion(prompt, views)).toMatchObject({
      kind: "confirm",
      message: "Is this profile right?",
      defaultAnswer: true,
    });
    expect(promptQuestion(prompt)).toBeUndefined();
  });

  it("leaves to the model a prompt with instructions beside the question, two questions, or an open question", () => {
    const confirm = '<confirm default="yes">Send it?</confirm>';
    expect(
      promptQuestion(`${confirm}\n\n<prompt>\nReply with the user's words as \`summary\`.\n</prompt>`, views),
    ).toBeUndefined();
    expect(promptQuestion(`${confirm}\n\n${confirm}`, views)).toBeUndefined();
    expect(promptQuestion('<ask-user type="open" question="What is your name?"></ask-user>', views)).toBeUndefined();
    expect(promptQuestion("<prompt>\nAsk about a hobby.\n</prompt>", views)).toBeUndefined();
    expect(promptQuestion('<ask-user type="structured" question="Pick">\n  not an option\n</ask-user>', views)).toBeUndefined();
  });
});
