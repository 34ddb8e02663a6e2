import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { withoutServerPaths } from "./server-paths.js";

const made: string[] = [];
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

describe("withoutServerPaths", () => {
  it("replaces a folder as given and as its links resolve, the longest path first", () => {
    const root = mkdtempSync(join(tmpdir(), "server-paths-"));
    made.push(root);
    const real = join(root, "real", "users", "0123abcd");
    mkdirSync(real, { recursive: true });
    symlinkSync(join(root, "real"), join(root, "link"));
    const given = join(root, "link", "users", "0123abcd");
    const message = `session "s" not found at ${given}/skill-kit-s.jsonl; also at ${real}/skill-kit-s.jsonl`;
    const paths = [
      { path: given, label: "<session folder>" },
      { path: root, label: "<root>" },
    ];
    expect(withoutServerPaths(message, paths)).toBe(
      `session "s" not found at <session folder>/skill-kit-s.jsonl; also at <session folder>/skill-kit-s.jsonl`,
    );
  });

  it("leaves a message without those paths as it is, and ignores empty or root paths", () => {
    const message = "resource 'a/b.md' does not exist in the skill folder (see /mcp)";
    expect(
      withoutServerPaths(message, [
        { path: "/", label: "<x>" },
        { path: "", label: "<y>" },
      ]),
    ).toBe(message);
  });
});
