import { act, renderPrompt, view } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { questionsOf, viewsOf } from "./prompt-parts.js";

const rendered = (value: Parameters<typeof renderPrompt>[0]): string => renderPrompt(value, { skillName: "t" });
const choice = act.askUser({
  type: "structured",
  header: "Pick",
  question: 'Which "one" & why?',
  multiSelect: true,
  options: [
    { value: "a<b", label: "A & B", description: "both" },
    { value: "c", label: "C" },
  ],
});

describe("questionsOf", () => {
  it("reads a multi-select choice back with its escapes undone, naming the schema's one required property", () => {
    const schema = { type: "object", properties: { picked: { type: "array" } }, required: ["picked"] };
    expect(questionsOf(rendered(choice), schema)).toEqual([
      {
        kind: "askUser",
        id: "picked",
        question: 'Which "one" & why?',
        header: "Pick",
        options: ["a<b", "c"],
        labels: ["A & B", "C"],
        descriptions: ["both", ""],
        multiSelect: true,
      },
    ]);
  });

  it("reads a confirm beside a view, and none where the prompt also instructs or asks twice", () => {
    const confirm = act.confirm({ message: "Delete <all>?", defaultAnswer: "no", destructive: true });
    expect(questionsOf(rendered([view("table", "x"), confirm]), { required: ["ok", "why"] })).toEqual([
      { kind: "confirm", question: "Delete <all>?", defaultAnswer: false, destructive: true },
    ]);
    expect(questionsOf(rendered([confirm, "Then say why."]), null)).toEqual([]);
    expect(questionsOf(rendered([confirm, choice]), null)).toEqual([]);
  });
});

describe("viewsOf", () => {
  it("gives each view's content verbatim and its name as the title", () => {
    expect(viewsOf(rendered([view('a "b"', "line 1\nline <2>"), view("plain"), "Say it."]))).toEqual([
      { title: 'a "b"', text: "line 1\nline <2>" },
      { text: "plain" },
    ]);
  });
});
