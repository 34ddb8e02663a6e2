import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSessionDir } from "./default-folders.js";

describe("defaultSessionDir", () => {
  it("is skill-kit-sessions under TMPDIR, or the system's temp folder when TMPDIR is unset or empty", () => {
    expect(defaultSessionDir({ TMPDIR: "/var/x" })).toBe(join("/var/x", "skill-kit-sessions"));
    expect(defaultSessionDir({ TMPDIR: "" })).toBe(join(tmpdir(), "skill-kit-sessions"));
    expect(defaultSessionDir({})).toBe(join(tmpdir(), "skill-kit-sessions"));
  });
});
