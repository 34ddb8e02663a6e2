import { describe, expectTypeOf, it } from "vitest";
import { act } from "./act.js";
import type { PromptSegment, PromptValue, SystemSegment, ViewSegment } from "./prompt-segment.js";
import { isPromptSegment } from "./prompt-segment.js";
import { system } from "./system.js";
import { view } from "./view.js";

describe("prompt pieces (types)", () => {
  it("accept a string, a segment or an array of them as a prompt", () => {
    expectTypeOf<string>().toExtend<PromptValue>();
    expectTypeOf(view("x")).toExtend<PromptValue>();
    expectTypeOf([system`persona`, view("count", "x"), "Say a number.", act.confirm({ message: "Go?" })]).toExtend<PromptValue>();
    expectTypeOf<number>().not.toExtend<PromptValue>();
  });

  it("give system both a tag and a call signature", () => {
    expectTypeOf(system`x ${1}`).toEqualTypeOf<SystemSegment>();
    expectTypeOf(system("x")).toEqualTypeOf<SystemSegment>();
  });

  it("give view an unlabelled and a labelled form", () => {
    expectTypeOf(view(["a", "b"])).toEqualTypeOf<ViewSegment>();
    expectTypeOf(view("label", ["a"])).toEqualTypeOf<ViewSegment>();
    // @ts-expect-error the label must be a string
    view(["a"], "b");
  });

  it("narrow with isPromptSegment", () => {
    const value: unknown = null;
    if (isPromptSegment(value)) expectTypeOf(value).toEqualTypeOf<PromptSegment>();
  });
});
