import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal } from "@skill-kit/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { workflowContext } from "../workflow-context.js";
import { orphanReferences } from "./orphan-references.js";

let root = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "lint-orphans-"));
  mkdirSync(join(root, "references", "guides"), { recursive: true });
  for (const file of ["style.md", "guides/setup.md", "faq.md", ".DS_Store"])
    writeFileSync(join(root, "references", file), "text");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const sub = skill({ name: "sub", description: "Sub.", entry: "x" })
  .step("x", { prompt: ({ refs }) => refs.load("guides/setup.md"), next: terminal })
  .build();

describe("orphan-references", () => {
  it("warns for each file no prompt, topic or sub-skill mentions", () => {
    const definition = skill({ name: "docs", description: "Docs.", entry: "a" })
      .step("a", { prompt: "Follow references/style.md when you write.", next: terminal })
      .build();
    const found = orphanReferences({ rootDir: root, contexts: [workflowContext(definition)] });
    expect(found).toEqual([
      {
        rule: "orphan-references",
        severity: "warning",
        file: "references/faq.md",
        message: expect.stringContaining('refs.load("faq.md")') as unknown,
      },
      {
        rule: "orphan-references",
        severity: "warning",
        file: "references/guides/setup.md",
        message: expect.stringContaining("references/guides/setup.md") as unknown,
      },
    ]);
  });

  it("does not fire when prompts, topics and sub-skills use every file", () => {
    const definition = skill({ name: "docs", description: "Docs.", entry: "a" })
      .step("a", { prompt: ({ refs }) => `Style: ${refs.load("style.md")}`, next: "subskill:sub" })
      .subskill("sub", sub)
      .topic("faq", { label: "FAQ", content: ({ refs }) => refs.load("faq.md") })
      .build();
    const contexts = [workflowContext(definition), workflowContext(sub)];
    expect(orphanReferences({ rootDir: root, contexts })).toEqual([]);
  });

  it("does not fire without a references folder", () => {
    expect(orphanReferences({ rootDir: join(root, "references", "guides"), contexts: [workflowContext(sub)] })).toEqual([]);
  });
});
