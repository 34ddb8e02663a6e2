import { describe, expect, it } from "vitest";
import { act } from "./act.js";
import { askUser } from "./ask-user.js";
import { checklist } from "./checklist.js";
import { confirm } from "./confirm.js";
import { plan } from "./plan.js";
import { subagent } from "./subagent.js";
import { survey } from "./survey.js";

describe("act", () => {
  it("holds the standalone builders themselves", () => {
    expect(act).toEqual({ askUser, confirm, plan, checklist, survey, subagent });
    expect(act.askUser).toBe(askUser);
    expect(act.checklist).toBe(checklist);
    expect(Object.isFrozen(act)).toBe(true);
  });

  it("builds segments tagged with their primitive", () => {
    const tags = [
      act.askUser({ type: "open", question: "Q" }),
      act.confirm({ message: "M" }),
      act.plan({ summary: "S", steps: [] }),
      act.checklist({ create: [] }),
      act.subagent({ prompt: "P" }),
      act.survey([
        {
          question: "Q",
          options: [
            { value: "a", label: "A" },
            { value: "b", label: "B" },
          ],
        },
      ]),
    ].map((segment) => `${segment.kind}:${segment.primitive}`);
    expect(tags).toEqual(["act:ask-user", "act:confirm", "act:plan", "act:checklist", "act:subagent", "act:survey"]);
  });
});
