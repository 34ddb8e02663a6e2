import { skill, step, terminal, type SkillDefinition } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { toolNamesIn, withoutPrimitiveMarkup } from "./host-tool-names.js";
import { noHostToolNames } from "./no-host-tool-names.js";

const lint = (definition: SkillDefinition) => noHostToolNames(workflowContext(definition));
const oneStep = (prompt: NonNullable<Parameters<typeof step>[0]["prompt"]>) =>
  skill({ name: "one", description: "One step.", entry: "only" })
    .step("only", step({ prompt, next: terminal }))
    .build();

describe("no-host-tool-names", () => {
  it("flags a tool name in a string prompt", () => {
    expect(lint(oneStep("Use AskUserQuestion to ask for a name."))).toEqual([
      {
        rule: "no-host-tool-names",
        severity: "error",
        step: "only",
        message: expect.stringContaining('names the host tool "AskUserQuestion"') as unknown,
      },
    ]);
  });

  it("flags a tool name a prompt function renders for every host, naming generic among them", () => {
    const [found] = lint(oneStep(({ params }) => `Use the plan tool for ${String(params)}.`));
    expect(found?.message).toMatch(/rendered for claude-code, .*generic names the host tool "plan"/);
    expect(found?.message).not.toContain("opencode");
  });

  it("does not flag a name shown only to hosts that have the tool", () => {
    const guarded = oneStep(({ host }) =>
      host.toolsAvailable.includes("AskUserQuestion") ? "Ask with AskUserQuestion." : "Ask in chat.",
    );
    expect(lint(guarded)).toEqual([]);
  });

  it("does not flag the tags and attribute names the primitives render", () => {
    const primitives = oneStep(({ act }) => [
      act.askUser({
        type: "structured",
        header: "Pick",
        question: "Which one?",
        options: [
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ],
      }),
      act.plan({ summary: "Steps", steps: ["Read", "Write"] }),
      act.checklist({ create: [{ title: "Read", status: "pending" }] }),
      act.survey([
        {
          question: "Tea?",
          options: [
            { value: "y", label: "Yes" },
            { value: "n", label: "No" },
          ],
        },
      ]),
    ]);
    expect(lint(primitives)).toEqual([]);
  });

  it("still reads author text inside a primitive's attributes", () => {
    const inside = oneStep(({ act }) => [act.confirm({ message: "Shall I call TodoWrite now?" })]);
    expect(lint(inside).map((diagnostic) => diagnostic.message)).toEqual([expect.stringContaining('"TodoWrite"')]);
  });

  it("matches whole words, case-sensitively", () => {
    expect(toolNamesIn("Planning a task-list, Task and planner; tasks")).toEqual([]);
    expect(toolNamesIn("Use TodoWrite.")).toEqual(["TodoWrite"]);
    expect(withoutPrimitiveMarkup('<ask-user type="open" question="Use Agent?" />')).not.toContain("ask-user");
  });

  it("reads everyday words (plan, task, todo, question) as tool names only where they are written as a tool", () => {
    expect(toolNamesIn("Plan the release: one task per question, then a todo list. plan the rest.")).toEqual([]);
    expect(toolNamesIn("Call `todo` first.")).toEqual(["todo"]);
    expect(toolNamesIn("Use the task tool, then plan(steps) and the question tools.")).toEqual(["question", "task", "plan"]);
  });

  it("skips a prompt function that throws under the stub context", () => {
    const throwing = oneStep(() => {
      throw new Error("needs real data");
    });
    expect(lint(throwing)).toEqual([]);
  });

  it("flags the skill's system text", () => {
    const definition = skill({ name: "sys", description: "System.", entry: "only", system: "Prefer EnterPlanMode." })
      .step("only", { prompt: "Hello.", next: terminal })
      .build();
    expect(lint(definition)).toMatchObject([{ severity: "error", message: expect.stringContaining("system text") as unknown }]);
  });

  it("does not fire on a clean prompt", () => {
    expect(lint(oneStep("Ask the user for their name."))).toEqual([]);
  });
});
