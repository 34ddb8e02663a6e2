import { describe, expect, it } from "vitest";
import { fragment } from "./fragment.js";
import { prompt } from "./prompt.js";

describe("prompt", () => {
  it("dedents a template and interpolates values and fragments", () => {
    const tone = fragment("tone", "\n  Keep it short.\n");
    const name = "Ada";
    const text = prompt`
      Greet ${name}.
        Then ask one question.

      ${tone}
    `;
    expect(text).toMatchInlineSnapshot(`
      "Greet Ada.
        Then ask one question.

      Keep it short."
    `);
  });

  it("keeps a one-line template as written", () => {
    expect(prompt`Say ${3} words.`).toBe("Say 3 words.");
  });
});
