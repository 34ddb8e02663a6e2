// computedHash follows the `skills` CLI: paths in localeCompare order, each path then its bytes.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { computedHash } from "./folder-hash.js";

const file = (path: string, text: string): { path: string; bytes: Uint8Array } => ({
  path,
  bytes: new TextEncoder().encode(text),
});

describe("computedHash", () => {
  it("hashes path then bytes of each file, in localeCompare order (not code-unit order)", () => {
    const files = [file("B.md", "b"), file("a.md", "a"), file("_x", "x"), file("scripts/run", "r")];
    const expected = createHash("sha256").update("_xxa.mdaB.mdbscripts/runr").digest("hex");
    expect(computedHash(files)).toBe(expected);
    const codeUnitOrder = createHash("sha256").update("B.mdb_xxa.mdascripts/runr").digest("hex");
    expect(computedHash(files)).not.toBe(codeUnitOrder);
  });

  it("does not depend on the order files are given in", () => {
    const files = [file("SKILL.md", "---\n"), file("references/a.md", "A")];
    expect(computedHash(files)).toBe(computedHash([...files].reverse()));
  });
});
