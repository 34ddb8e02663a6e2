import { describe, expectTypeOf, it } from "vitest";
import type { ActSegment, ActSegmentOf, AskUserConfig, AskUserOption, SurveyQuestion } from "./act-segment.js";
import { act } from "./act.js";

describe("act builders (types)", () => {
  it("return the narrowed segment of their primitive", () => {
    expectTypeOf(act.askUser({ type: "open", question: "Q" })).toEqualTypeOf<ActSegmentOf<"ask-user">>();
    expectTypeOf(act.confirm({ message: "M" }).config.defaultAnswer).toEqualTypeOf<"yes" | "no" | undefined>();
    expectTypeOf(act.survey([]).config).toEqualTypeOf<readonly SurveyQuestion[]>();
    expectTypeOf(act.askUser).returns.toExtend<ActSegment>();
    expectTypeOf(act.subagent({ prompt: "P" }).primitive).toEqualTypeOf<"subagent">();
  });

  it("discriminate ask-user configs on type", () => {
    expectTypeOf<Extract<AskUserConfig, { type: "structured" }>["options"]>().toEqualTypeOf<readonly AskUserOption[]>();
    expectTypeOf<Extract<AskUserConfig, { type: "open" }>>().not.toHaveProperty("options");
    // @ts-expect-error an open question takes no options
    act.askUser({ type: "open", question: "Q", options: [] });
    // @ts-expect-error a structured question needs options
    act.askUser({ type: "structured", question: "Q" });
  });

  it("take a bare array for survey and a closed set of default answers for confirm", () => {
    // @ts-expect-error survey takes an array, not an object
    act.survey({ questions: [] });
    // @ts-expect-error defaultAnswer is "yes" or "no"
    act.confirm({ message: "M", defaultAnswer: "maybe" });
  });
});
