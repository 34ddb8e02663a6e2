import { describe, expect, it } from "vitest";
import { confirm } from "./confirm.js";
import { isPromptSegment } from "./prompt-segment.js";
import { system } from "./system.js";
import { view } from "./view.js";

describe("isPromptSegment", () => {
  it("accepts system, view and act segments", () => {
    expect(isPromptSegment(system("x"))).toBe(true);
    expect(isPromptSegment(view("x"))).toBe(true);
    expect(isPromptSegment(confirm({ message: "Go?" }))).toBe(true);
    expect(isPromptSegment({ kind: "act", primitive: "plan", config: { summary: "s", steps: [] } })).toBe(true);
  });

  it("rejects strings, fragments, malformed and unknown segments", () => {
    expect(isPromptSegment("x")).toBe(false);
    expect(isPromptSegment(null)).toBe(false);
    expect(isPromptSegment({ kind: "fragment", name: "a", content: "b" })).toBe(false);
    expect(isPromptSegment({ kind: "system" })).toBe(false);
    expect(isPromptSegment({ kind: "view", content: 1 })).toBe(false);
    expect(isPromptSegment({ kind: "act", primitive: "deliverable", config: {} })).toBe(false);
    expect(isPromptSegment({ kind: "act", primitive: "plan" })).toBe(false);
  });
});
