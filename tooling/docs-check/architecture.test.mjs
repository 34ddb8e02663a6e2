// ARCHITECTURE.md's diagram against the import-boundaries rule's arrows, both ways.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { architectureProblems, drawnArrows, enforcedArrows } from "./architecture.mjs";

const config = `export default [{ rules: { "skill-kit/import-boundaries": ["error", { packages: {
  primitives: [],
  loader: [],
  core: ["primitives"],
  "cli-protocol": ["core", "sessions"],
  sessions: ["core"],
} }] } }];`;
const diagram = (lines) => `# Architecture\n\n\`\`\`\n  apps/cli ──► any package\n${lines.join("\n")}\n\`\`\`\n`;
const good = [
  "  cli-protocol ───► core, sessions",
  "  sessions ───────► core",
  "  core ───────────► primitives",
  "  primitives, loader   (leaves: no skill-kit imports)",
];

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));
function repository(lines) {
  root = mkdtempSync(join(tmpdir(), "docs-check-architecture-"));
  writeFileSync(join(root, "eslint.config.js"), config);
  writeFileSync(join(root, "ARCHITECTURE.md"), diagram(lines));
  return root;
}

describe("the architecture check", () => {
  it("reads the rule's arrows and the diagram's the same way", () => {
    expect(enforcedArrows(config)).toEqual(drawnArrows(diagram(good)));
    expect(architectureProblems(repository(good))).toEqual([]);
  });

  it("names a missing arrow, an arrow the rule does not allow, a package left out and one it does not know", () => {
    const problems = architectureProblems(
      repository([
        "  cli-protocol ───► core",
        "  core ───────────► primitives, loader",
        "  builder ────────► core",
        "  primitives, loader   (leaves: no skill-kit imports)",
      ]),
    );
    expect(problems).toEqual([
      "ARCHITECTURE.md: the diagram draws core ──► loader, primitives; the lint rule allows primitives",
      "ARCHITECTURE.md: the diagram draws cli-protocol ──► core; the lint rule allows core, sessions",
      "ARCHITECTURE.md: the diagram has no line for sessions (the lint rule allows it core)",
      "ARCHITECTURE.md: the diagram draws builder, which the lint rule does not know",
    ]);
  });
});
