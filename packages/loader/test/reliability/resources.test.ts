// Resource paths an agent asks for: `..`, absolute, NUL, symlinks out, devices and FIFOs are all
// refused with a ResourceError code and a message naming the path, without blocking.
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listSkillResources, readSkillResource, ResourceError } from "../../src/index.js";
import { makeFifo, tempFolder } from "../temp-folder.js";

const refusal = (directory: string, path: string): string => {
  try {
    return `read:${readSkillResource(directory, path).text}`;
  } catch (error) {
    if (error instanceof ResourceError) {
      expect(error.message).toContain(path.replaceAll("\0", "") === path ? path : "NUL");
      return error.code;
    }
    throw error;
  }
};

describe("readSkillResource", () => {
  it.each([
    ["..", "../secret.txt", "RESOURCE_PATH_INVALID"],
    ["a .. that stays inside", "references/../references/ok.md", "RESOURCE_PATH_INVALID"],
    ["an absolute path", "/etc/passwd", "RESOURCE_PATH_INVALID"],
    ["a drive path", "C:\\Windows\\win.ini", "RESOURCE_PATH_INVALID"],
    ["a NUL byte", "references/ok.md\0.png", "RESOURCE_PATH_INVALID"],
    ["a symlink out of the skill", "references/out.md", "RESOURCE_OUTSIDE_SKILL"],
    ["a symlink to /dev/zero", "references/zero.md", "RESOURCE_OUTSIDE_SKILL"],
    ["a folder", "references", "RESOURCE_NOT_A_FILE"],
  ])("%s is refused", (_, path, code) => {
    const folder = tempFolder();
    const skill = folder.skill("s", "name: s\ndescription: d");
    folder.file("s/references/ok.md", "ok");
    folder.file("secret.txt", "secret");
    symlinkSync(join(folder.path, "secret.txt"), join(skill, "references/out.md"));
    symlinkSync("/dev/zero", join(skill, "references/zero.md"));
    expect(readSkillResource(skill, "references/ok.md").text).toBe("ok");
    expect(refusal(skill, path)).toBe(code);
  });

  it("a FIFO inside the skill is refused at once, never opened for a blocking read", () => {
    const folder = tempFolder();
    const skill = folder.skill("s", "name: s\ndescription: d");
    if (!makeFifo(join(skill, "pipe"))) return;
    // A blocking open would wait for a writer for ever: the test's own time limit is the bound.
    expect(refusal(skill, "pipe")).toBe("RESOURCE_NOT_A_FILE");
    expect(listSkillResources(skill).files).not.toContain("pipe");
  });

  it("random relative paths never read outside the skill and never throw anything but ResourceError", () => {
    const folder = tempFolder();
    const skill = folder.skill("s", "name: s\ndescription: d");
    folder.file("s/references/ok.md", "ok");
    folder.file("secret.txt", "secret");
    const segment = fc.oneof(
      fc.constantFrom("..", ".", "", "references", "ok.md", "SKILL.md", "/", "\\", "C:", "\0", "~", "%2e%2e"),
      fc.string({ maxLength: 6 }),
    );
    let tried = 0;
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.constantFrom("/", "\\"), (segments, separator) => {
        tried += 1;
        const code = refusal(skill, segments.join(separator));
        expect(code).not.toBe("read:secret");
        if (!code.startsWith("read:"))
          expect(["RESOURCE_PATH_INVALID", "RESOURCE_NOT_FOUND", "RESOURCE_NOT_A_FILE", "RESOURCE_OUTSIDE_SKILL"]).toContain(
            code,
          );
      }),
      { numRuns: 300, seed: 20261122 },
    );
    expect(tried).toBe(300);
  });
});
