import { describe, expect, it } from "vitest";
import { renderChecklist } from "./render-checklist.js";

describe("renderChecklist", () => {
  it("uses ✅ for done and ☐ for open items", () => {
    expect(
      renderChecklist([
        { text: "Write tests", done: true },
        { text: "Ship", done: false },
      ]),
    ).toBe("✅ Write tests\n☐ Ship");
  });

  it("gives an empty string for no items", () => {
    expect(renderChecklist([])).toBe("");
  });
});
