import { describe, expect, it } from "vitest";
import { askUser } from "./ask-user.js";
import { confirm } from "./confirm.js";
import { renderPrompt } from "./render-prompt.js";
import { subagent } from "./subagent.js";
import { system } from "./system.js";
import { view } from "./view.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

const context = { skillName: "demo" };

describe("renderPrompt", () => {
  it("wraps a plain string in <prompt> without dedenting it", () => {
    expect(renderPrompt("  Say hello.", context)).toBe("<prompt>\n  Say hello.\n</prompt>");
  });

  it("renders a prompt-less step as an empty prompt piece", () => {
    expect(renderPrompt(undefined, context)).toBe("<prompt>\n\n</prompt>");
  });

  it("renders single segments", () => {
    expect(renderPrompt(system`persona`, context)).toBe("<system>persona</system>");
    expect(renderPrompt(view("x"), context)).toBe("<rendered>\nx\n</rendered>");
    expect(renderPrompt(view("count", "x"), context)).toBe(`<rendered name="count">\nx\n</rendered>`);
    expect(renderPrompt(confirm({ message: "Go?" }), context)).toBe(`<confirm default="no">Go?</confirm>`);
  });

  it("joins system, named view and prompt with blank lines, in order (acceptance 27)", () => {
    expect(renderPrompt([system`persona`, view("count", "x"), "Say a number."], context)).toMatchInlineSnapshot(`
      "<system>persona</system>

      <rendered name="count">
      x
      </rendered>

      <prompt>
      Say a number.
      </prompt>"
    `);
  });

  it("renders act segments in arrays with the skill name", () => {
    const text = renderPrompt(
      ["Ask first.", askUser({ type: "open", question: "Name?" }), subagent({ prompt: "Look it up." })],
      context,
    );
    expect(text).toMatchInlineSnapshot(`
      "<prompt>
      Ask first.
      </prompt>

      <ask-user type="open" question="Name?" />

      <subagent no-recurse="demo">Look it up.</subagent>"
    `);
  });

  it("drops empty renderings and falls back to the empty prompt when nothing is left", () => {
    expect(renderPrompt(["", "Hi", ""], context)).toBe("<prompt>\nHi\n</prompt>");
    expect(renderPrompt([], context)).toBe("<prompt>\n\n</prompt>");
    expect(renderPrompt("", context)).toBe("<prompt>\n\n</prompt>");
  });

  it("escapes the view label but keeps prompt, system and rendered bodies as written", () => {
    const text = renderPrompt(
      [system`Use <b> & "quotes"`, view(`a "b" & <c>`, "Array<string> & more"), "x < y && y > z"],
      context,
    );
    expect(text).toMatchInlineSnapshot(`
      "<system>Use <b> & "quotes"</system>

      <rendered name="a &quot;b&quot; &amp; &lt;c&gt;">
      Array<string> & more
      </rendered>

      <prompt>
      x < y && y > z
      </prompt>"
    `);
  });

  it("rejects a piece that is neither a string nor a segment", () => {
    expect(() => renderPrompt(loose([42]), context)).toThrow(
      "prompt: expected a string or a system, view or act segment, found number 42",
    );
    expect(() => renderPrompt(loose({ kind: "other" }), context)).toThrow("found an object");
  });
});
