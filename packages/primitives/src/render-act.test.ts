import { describe, expect, it } from "vitest";
import { act } from "./act.js";
import { renderAct } from "./render-act.js";

const context = { skillName: "demo" };
const options = [
  { value: "a", label: "A" },
  { value: "b", label: "B" },
];

describe("renderAct", () => {
  it("renders each primitive with its own renderer", () => {
    const rendered = [
      act.askUser({ type: "structured", question: "Q", options }),
      act.confirm({ message: "M" }),
      act.plan({ summary: "S", steps: ["one"] }),
      act.checklist({ create: [{ title: "T", status: "todo" }] }),
      act.subagent({ prompt: "P" }),
      act.survey([{ question: "Q", options }]),
    ].map((segment) => renderAct(segment, context));
    expect(rendered.join("\n\n")).toMatchInlineSnapshot(`
      "<ask-user type="structured" question="Q">
        <option value="a" label="A"></option>
        <option value="b" label="B"></option>
      </ask-user>

      <confirm default="no">M</confirm>

      <plan summary="S">
        <step>one</step>
      </plan>

      <checklist>
        <item status="todo">T</item>
      </checklist>

      <subagent no-recurse="demo">P</subagent>

      <survey>
        <question text="Q">
          <option value="a" label="A"></option>
          <option value="b" label="B"></option>
        </question>
      </survey>"
    `);
  });

  it("rejects a segment of an unknown primitive", () => {
    const segment = JSON.parse('{"kind":"act","primitive":"deliverable","config":{}}') as Parameters<typeof renderAct>[0];
    expect(() => renderAct(segment, context)).toThrow(
      'renderAct: primitive: expected one of ask-user, confirm, plan, checklist, subagent, survey, found "deliverable"',
    );
  });

  it("uses the context's skill name for no-recurse", () => {
    expect(renderAct(act.subagent({ prompt: "P" }), { skillName: "setup" })).toBe(`<subagent no-recurse="setup">P</subagent>`);
  });
});
