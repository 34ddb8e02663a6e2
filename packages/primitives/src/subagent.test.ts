import { describe, expect, it } from "vitest";
import { renderSubagent, subagent } from "./subagent.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

describe("subagent", () => {
  it("names the rendering skill in no-recurse by default (acceptance 26)", () => {
    const output = { type: "object", properties: { summary: { type: "string" } } };
    expect(renderSubagent(subagent({ prompt: "do", output }).config, "demo")).toBe(`<subagent no-recurse="demo">do</subagent>`);
  });

  it("renders a plain tag when recursion is allowed (acceptance 26)", () => {
    expect(renderSubagent(subagent({ prompt: "do", allowRecursion: true }).config, "demo")).toBe("<subagent>do</subagent>");
  });

  it("never renders the output schema", () => {
    const xml = renderSubagent(subagent({ prompt: "Summarise", output: { secret: "schema-marker" } }).config, "demo");
    expect(xml).not.toContain("schema-marker");
  });

  it("keeps the output schema object as given (not copied, not frozen)", () => {
    const output = { marker: true };
    const segment = subagent({ prompt: "do", output });
    expect(segment.config.output).toBe(output);
    expect(Object.isFrozen(output)).toBe(false);
  });

  it("escapes the prompt and the skill name", () => {
    expect(renderSubagent(subagent({ prompt: `Read "a" & <b>` }).config, `we"ird&<name>`)).toMatchInlineSnapshot(
      `"<subagent no-recurse="we&quot;ird&amp;&lt;name&gt;">Read "a" &amp; &lt;b&gt;</subagent>"`,
    );
  });

  it("rejects an empty prompt and a non-boolean allowRecursion", () => {
    expect(() => subagent({ prompt: "" })).toThrow('act.subagent: prompt: expected a non-empty string, found ""');
    expect(() => subagent(loose({ prompt: "do", allowRecursion: 1 }))).toThrow(
      "act.subagent: allowRecursion: expected true, false or nothing, found number 1",
    );
  });
});
