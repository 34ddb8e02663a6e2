// A SKILL.md that is not an ordinary file (issue 16, item 2): a `/proc` file whose size is 0 by
// `stat` but that never ends, a device, a FIFO. Each gets a diagnostic at once, and no more than
// the size limit is ever read. (Before the fix, the `/proc` case read until memory ran out.)
import { describe, expect, it } from "vitest";
import { loadSkill } from "../../src/index.js";
import { makeFifo, tempFolder } from "../temp-folder.js";

describe("loadSkill on a SKILL.md that is not an ordinary file", () => {
  it.each([
    [
      "a /proc file that never ends",
      "/proc/self/pagemap",
      "skill-file-too-large",
      /SKILL\.md is more than 4194304 bytes; the limit is 4194304 bytes$/,
    ],
    ["a device", "/dev/zero", "skill-file-not-regular", /SKILL\.md is a device; expected a regular SKILL\.md file$/],
  ])("%s gets one diagnostic", (_, target, rule, message) => {
    const folder = tempFolder();
    folder.folder("my-skill");
    folder.link(target, "my-skill/SKILL.md");
    const result = loadSkill(`${folder.path}/my-skill`);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ rule, severity: "error" });
    expect(result.diagnostics[0]?.message).toMatch(message);
  });

  it("a FIFO is refused without waiting for a writer", () => {
    const folder = tempFolder();
    folder.folder("my-skill");
    expect(makeFifo(`${folder.path}/my-skill/SKILL.md`)).toBe(true);
    const result = loadSkill(`${folder.path}/my-skill`);
    expect(result.diagnostics[0]?.message).toMatch(/SKILL\.md is a FIFO; expected a regular SKILL\.md file$/);
  });

  it("a smaller limit is kept even when stat says 0 bytes", () => {
    const folder = tempFolder();
    folder.folder("my-skill");
    folder.link("/proc/self/status", "my-skill/SKILL.md");
    const result = loadSkill(`${folder.path}/my-skill`, { maxFileBytes: 16 });
    expect(result.diagnostics[0]?.message).toMatch(/is more than 16 bytes; the limit is 16 bytes$/);
  });
});
