import { describe, expect, it } from "vitest";
import { code } from "./code.js";
import { diff } from "./diff.js";
import { kv } from "./kv.js";
import { render } from "./render.js";
import { renderChecklist } from "./render-checklist.js";
import { section } from "./section.js";
import { table } from "./table.js";

describe("render", () => {
  it("groups the helpers, with checklist being the text checklist", () => {
    expect(render).toEqual({ table, checklist: renderChecklist, diff, code, kv, section });
    expect(Object.isFrozen(render)).toBe(true);
  });

  it("composes into a view-ready block", () => {
    const text = render.section("Status", render.checklist([{ text: "Tests", done: true }]));
    expect(text).toBe("## Status\n\n✅ Tests");
  });
});
