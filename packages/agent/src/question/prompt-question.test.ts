import { describe, expect, it } from "vitest";
import { promptQuestion } from "./prompt-question.js";

const choice = [
  '<ask-user type="structured" header="Role" question="What do you do, Ada &amp; co?" multi-select="true">',
  '  <option value="dev" label="Developer">Writes code</option>',
  '  <option value="design" label="Designer">Shapes &lt;things&gt;</option>',
  "</ask-user>",
].join("\n");

describe("promptQuestion", () => {
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
    expect(promptQuestion(prompt)).toMatchObject({ kind: "confirm", message: "Is this profile right?", defaultAnswer: true });
  });

  it("leaves to the model a prompt with instructions beside the question, two questions, or an open question", () => {
    const confirm = '<confirm default="yes">Send it?</confirm>';
    expect(promptQuestion(`${confirm}\n\n<prompt>\nReply with the user's words as \`summary\`.\n</prompt>`)).toBeUndefined();
    expect(promptQuestion(`${confirm}\n\n${confirm}`)).toBeUndefined();
    expect(promptQuestion('<ask-user type="open" question="What is your name?"></ask-user>')).toBeUndefined();
    expect(promptQuestion("<prompt>\nAsk about a hobby.\n</prompt>")).toBeUndefined();
    expect(promptQuestion('<ask-user type="structured" question="Pick">\n  not an option\n</ask-user>')).toBeUndefined();
  });
});
