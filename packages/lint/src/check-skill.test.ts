import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { reference, skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { checkReference, checkSkill } from "./check-skill.js";
import { hasErrors } from "./index.js";

const root = mkdtempSync(join(tmpdir(), "lint-check-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const clean = skill({ name: "clean", description: "A skill with nothing to report.", triggers: ["clean"], entry: "pick" })
  .step("pick", {
    prompt: ({ act }) => [
      act.askUser({
        type: "structured",
        header: "Pick",
        question: "Which one?",
        options: [
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ],
      }),
    ],
    response: type({ choice: "'a'|'b'" }),
    next: [{ to: "again", when: ({ response }) => response.choice === "a" }, { to: "done" }],
  })
  .step("again", {
    prompt: "Once more?",
    response: type({ more: "boolean" }),
    next: [{ to: "again", when: ({ response }) => response.more }, { to: "done" }],
    maxVisits: 2,
    onMaxVisits: "done",
  })
  .step("done", { prompt: "Say goodbye.", next: terminal })
  .build();

describe("checkSkill", () => {
  it("reports nothing for a clean skill", () => {
    expect(checkSkill(clean, root)).toEqual([]);
  });

  it("lints sub-skills with the workflow rules and prefixes their messages", () => {
    const messy = skill({ name: "messy", description: "Messy.", entry: "a" }).step("a", { prompt: "A", next: "a" }).build();
    const composite = skill({ name: "desk", description: "Desk.", entry: "route" })
      .step("route", { prompt: "Route.", next: "subskill:messy" })
      .subskill("messy", messy)
      .build();
    const found = checkSkill(composite, root);
    expect(found.map((diagnostic) => [diagnostic.rule, diagnostic.step, diagnostic.message.slice(0, 16)])).toEqual([
      ["cycle-guard", "a", "[subskill:messy]"],
      ["dead-end", "a", "[subskill:messy]"],
    ]);
    expect(hasErrors(found)).toBe(true);
  });

  it("does not flag a sub-skill registered under a name other than its own", () => {
    const composite = skill({ name: "desk", description: "Desk.", entry: "route" })
      .step("route", { prompt: "Route.", next: "subskill:other" })
      .subskill("other", clean)
      .build();
    expect(checkSkill(composite, root)).toEqual([]);
  });

  it("has no rules for reference skills", () => {
    const patterns = reference({ name: "Bad Name", description: "Names that the strict check would refuse." })
      .topic("t", { label: "T", content: () => "…" })
      .build();
    expect(checkReference(patterns)).toEqual([]);
  });
});
