import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { kv, skill, terminal, type, view } from "@skill-kit/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WorkflowQuestion } from "../types.js";
import { sourceWorkflow } from "../workflows/source-workflow.js";
import { answerQuestions } from "./answer-questions.js";
import type { StepQuestion } from "./step-question.js";

// As the examples ask: a structured choice, a multi-select, free text, then a confirm shown with a view.
const order = skill({ name: "order", description: "Order a pizza", entry: "size" })
  .step("size", {
    prompt: ({ act }) =>
      act.askUser({
        type: "structured",
        header: "Size",
        question: "Which size?",
        options: [
          { value: "s", label: "Small", description: "25 cm" },
          { value: "l", label: "Large", description: "35 cm" },
        ],
      }),
    response: type({ size: "'s'|'l'" }),
    next: "toppings",
  })
  .step("toppings", {
    prompt: ({ act }) =>
      act.askUser({
        type: "structured",
        question: "Which toppings?",
        multiSelect: true,
        options: [
          { value: "basil", label: "Basil" },
          { value: "olives", label: "Olives" },
        ],
      }),
    response: type({ toppings: "('basil'|'olives')[] > 0" }),
    next: "note",
  })
  .step("note", { prompt: "Ask for a note for the cook.", response: type({ note: "string" }), next: "sure" })
  .step("sure", {
    prompt: ({ act, store }) => [
      view("order", kv({ size: store.steps.size.size, toppings: store.steps.toppings.toppings.join(", ") })),
      act.confirm({ message: "Order it?", defaultAnswer: "yes" }),
    ],
    response: type({ approved: "boolean" }),
    next: terminal,
  })
  .build();

let dir: string;
let sessionDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "agent-questions-"));
  sessionDir = join(dir, "sessions");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The driver passes the parsed question along with the workflow question. */
function isStepQuestion(question: WorkflowQuestion | undefined): question is StepQuestion {
  return question !== undefined && "question" in question && "field" in question;
}

describe("answerQuestions", () => {
  it("answers each question through onQuestion as the step's output and stops at the first prompt that is none", async () => {
    const driver = sourceWorkflow(order, { sessionDir });
    const asked: WorkflowQuestion[] = [];
    const first = await driver.start({});
    const outcome = await answerQuestions({
      driver,
      result: first,
      skill: "order",
      onQuestion: (question) => {
        asked.push(question);
        // A bare answer goes into the schema's one field; an object is the output as it is.
        return Promise.resolve(question.step === "size" ? "l" : { toppings: ["basil"] });
      },
    });
    expect(asked.map((question) => [question.skill, question.session, question.step])).toEqual([
      ["order", first.session, "size"],
      ["order", first.session, "toppings"],
    ]);
    expect(asked[0]?.schema).toEqual(first.schema);
    expect(outcome.answered).toEqual([
      { step: "size", output: { size: "l" } },
      { step: "toppings", output: { toppings: ["basil"] } },
    ]);
    expect(outcome.stopped).toBeUndefined();
    expect(outcome.result).toMatchObject({ status: "prompt", step: "note", preamble: first.preamble });
    const file = readFileSync(join(sessionDir, `skill-kit-${first.session}.jsonl`), "utf8");
    expect(file).toContain('{"type":"output","step":"size","output":{"size":"l"}}');

    const sure = await driver.advance(first.session, "note", { note: "well done" });
    const confirmed = await answerQuestions({ driver, result: sure, onQuestion: () => Promise.resolve(true), skill: "order" });
    expect(confirmed.answered).toEqual([{ step: "sure", output: { approved: true } }]);
    expect(confirmed.result).toEqual({ session: first.session, status: "done", finalOutput: { approved: true } });
  });

  it("leaves the question to the model when onQuestion gives no answer, refuses a wrong one, or throws", async () => {
    const driver = sourceWorkflow(order, { sessionDir });
    const first = await driver.start({});
    const undecided = await answerQuestions({
      driver,
      result: first,
      onQuestion: () => Promise.resolve(undefined),
      skill: "order",
    });
    expect(undecided).toEqual({ result: first, answered: [] });

    const wrong = await answerQuestions({ driver, result: first, onQuestion: () => Promise.resolve("xl"), skill: "order" });
    expect(wrong.result).toEqual(first);
    expect(wrong.stopped).toMatchObject({ step: "size" });
    expect(wrong.stopped?.message).toContain("size");

    const failing = await answerQuestions({
      driver,
      result: first,
      onQuestion: () => Promise.reject(new Error("the user closed the dialog")),
      skill: "order",
    });
    expect(failing).toEqual({
      result: first,
      answered: [],
      stopped: { step: "size", message: "onQuestion failed: the user closed the dialog" },
    });
    // The run still waits on the question: the model answers it.
    expect(await driver.advance(first.session, "size", { size: "s" })).toMatchObject({ step: "toppings" });
  });

  it("gives the app the question parsed, and the prompt with the view the user is to see", async () => {
    const driver = sourceWorkflow(order, { sessionDir });
    const first = await driver.start({});
    await driver.advance(first.session, "size", { size: "s" });
    await driver.advance(first.session, "toppings", { toppings: ["olives"] });
    const sure = await driver.advance(first.session, "note", { note: "" });
    const asked: WorkflowQuestion[] = [];
    await answerQuestions({
      driver,
      result: sure,
      skill: "order",
      onQuestion: (question) => {
        asked.push(question);
        return Promise.resolve(undefined);
      },
    });
    expect(asked[0]?.prompt).toBe(
      '<rendered name="order">\nsize      s\ntoppings  olives\n</rendered>\n\n<confirm default="yes">Order it?</confirm>',
    );
    const [question] = asked;
    if (!isStepQuestion(question)) throw new Error("expected the parsed question");
    expect(question.field).toBe("approved");
    expect(question.question).toEqual({
      kind: "confirm",
      message: "Order it?",
      defaultAnswer: true,
      destructive: false,
    });
  });

  it("passes done, errors and plain prompts through untouched", async () => {
    const driver = sourceWorkflow(order, { sessionDir });
    const done = { session: "s", status: "done", finalOutput: 1 } as const;
    const never = (): Promise<unknown> => Promise.reject(new Error("not a question"));
    expect(await answerQuestions({ driver, result: done, onQuestion: never, skill: "order" })).toEqual({
      result: done,
      answered: [],
    });
    const plain = { session: "s", status: "prompt", step: "note", prompt: "<prompt>\nAsk.\n</prompt>", schema: null } as const;
    expect(await answerQuestions({ driver, result: plain, onQuestion: never, skill: "order" })).toEqual({
      result: plain,
      answered: [],
    });
  });
});
