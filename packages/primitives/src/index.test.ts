import { describe, expect, it } from "vitest";
import * as primitives from "./index.js";

describe("public API", () => {
  it("exports exactly these values", () => {
    expect(Object.keys(primitives).sort()).toMatchInlineSnapshot(`
      [
        "PrimitiveConfigError",
        "SkillKitError",
        "UsageError",
        "act",
        "askUser",
        "buildPreamble",
        "checklist",
        "code",
        "confirm",
        "createHandshake",
        "diff",
        "escapeAttribute",
        "escapeText",
        "fragment",
        "hostIds",
        "hostRegistry",
        "hostTools",
        "isFragment",
        "isHostId",
        "isPromptSegment",
        "kv",
        "parseToolList",
        "plan",
        "preambleTags",
        "primitiveCandidates",
        "primitiveTags",
        "prompt",
        "render",
        "renderAct",
        "renderChecklist",
        "renderPrompt",
        "resolveTemplate",
        "resolveTools",
        "section",
        "subagent",
        "survey",
        "system",
        "table",
        "view",
      ]
    `);
  });

  it("exports the act builders standalone, checklist being the act builder", () => {
    expect(primitives.checklist).toBe(primitives.act.checklist);
    expect(primitives.renderChecklist).toBe(primitives.render.checklist);
    expect(primitives.table).toBe(primitives.render.table);
  });
});
