import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skill, terminal } from "@skill-kit/core";
import { packageJson, resolveVersion } from "./package-json.js";

const root = mkdtempSync(join(tmpdir(), "builder-version-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const def = (extra: Record<string, unknown> = {}) =>
  skill({ name: "demo", entry: "a", ...extra })
    .step("a", { prompt: "x", next: terminal })
    .build();

describe("package.json", () => {
  it("81: keeps existing keys in place, overwrites name and version, no trailing newline", () => {
    const existing = JSON.stringify({ private: true, name: "old", version: "0.1.0", scripts: { x: "y" } });
    const text = packageJson({ definition: def({ package: { license: "MIT" } }), version: "2.0.0", existing });
    expect(text.endsWith("\n")).toBe(false);
    expect(Object.entries(JSON.parse(text) as object)).toEqual([
      ["private", true],
      ["name", "demo"],
      ["version", "2.0.0"],
      ["scripts", { x: "y" }],
      ["license", "MIT"],
    ]);
  });

  it("uses package.name when set and ignores a malformed existing file", () => {
    expect(
      JSON.parse(packageJson({ definition: def({ package: { name: "@me/demo" } }), version: "1.0.0", existing: "{oops" })),
    ).toEqual({ name: "@me/demo", version: "1.0.0" });
  });

  it("80: resolveVersion takes the first ancestor package.json with a version", () => {
    const nested = join(root, "pkg", "src", "skill");
    mkdirSync(nested, { recursive: true });
    writeFileSync(join(root, "pkg", "package.json"), JSON.stringify({ version: "9.8.7" }));
    writeFileSync(join(root, "pkg", "src", "package.json"), JSON.stringify({ name: "no-version" }));
    expect(resolveVersion(def({ resolveVersion: true }), nested)).toEqual({ version: "9.8.7" });
    expect(resolveVersion(def({ version: "1.0.0" }), nested)).toEqual({ version: "1.0.0" });
  });
});
