// The builder's errors are coded skill-kit errors; each `isInstance` checks its own code.
import { ActionError, SkillKitError } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { BuildError } from "./build.js";
import { EntryError, loadEntry } from "./load-entry.js";

describe("builder errors", () => {
  it("BuildError is BUILD_FAILED and keeps its diagnostics and message", () => {
    const error = new BuildError("lint found errors in x; the build stopped", []);
    expect([error.code, error.name, error.message, SkillKitError.isInstance(error)]).toEqual([
      "BUILD_FAILED",
      "BuildError",
      "lint found errors in x; the build stopped",
      true,
    ]);
    expect(error.diagnostics).toEqual([]);
    expect([BuildError.isInstance(error), EntryError.isInstance(error), ActionError.isInstance(error)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("EntryError is ENTRY_INVALID: a missing entry file", async () => {
    const error = await loadEntry("/nonexistent/skill-kit-entry.ts").catch((caught: unknown) => caught);
    expect(EntryError.isInstance(error) && [error.code, error.name, error.message]).toEqual([
      "ENTRY_INVALID",
      "EntryError",
      "entry file not found: /nonexistent/skill-kit-entry.ts",
    ]);
    expect(BuildError.isInstance(error)).toBe(false);
  });
});
