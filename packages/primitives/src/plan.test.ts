import { describe, expect, it } from "vitest";
import { plan, renderPlan } from "./plan.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

const render = (config: Parameters<typeof plan>[0]): string => renderPlan(plan(config).config);

describe("plan", () => {
  it("renders one step per line", () => {
    expect(render({ summary: "Ship it", steps: ["Build", "Test", "Release"] })).toMatchInlineSnapshot(`
      "<plan summary="Ship it">
        <step>Build</step>
        <step>Test</step>
        <step>Release</step>
      </plan>"
    `);
  });

  it("leaves an empty line between the tags when there are no steps", () => {
    expect(render({ summary: "Nothing yet", steps: [] })).toBe(`<plan summary="Nothing yet">\n\n</plan>`);
  });

  it("escapes the summary and the steps", () => {
    expect(render({ summary: `Move "a" & <b>`, steps: [`Copy "a" & <b>`] })).toMatchInlineSnapshot(`
      "<plan summary="Move &quot;a&quot; &amp; &lt;b&gt;">
        <step>Copy "a" &amp; &lt;b&gt;</step>
      </plan>"
    `);
  });

  it("copies and freezes the steps", () => {
    const steps = ["one"];
    const segment = plan({ summary: "S", steps });
    steps.push("two");
    expect(segment.config.steps).toEqual(["one"]);
    expect(Object.isFrozen(segment.config.steps)).toBe(true);
  });

  it("rejects steps that are not strings", () => {
    expect(() => plan(loose({ summary: "S", steps: ["a", 2] }))).toThrow("act.plan: steps[1]: expected a string, found number 2");
    expect(() => plan(loose({ summary: "S" }))).toThrow("act.plan: steps: expected an array, found nothing");
    expect(() => plan(loose({ steps: [] }))).toThrow("act.plan: summary: expected a string, found nothing");
  });
});
