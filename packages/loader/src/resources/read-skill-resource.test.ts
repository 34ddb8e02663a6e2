import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSkillResource } from "./read-skill-resource.js";
import { LoaderError, ResourceError } from "../loader-error.js";
import { makeFifo, tempFolder } from "../../test/temp-folder.js";

function refusal(read: () => unknown): { code: string; message: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof ResourceError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the read to be refused");
}

function skillWithFiles() {
  const temp = tempFolder();
  const directory = temp.skill("demo", "name: demo\ndescription: x");
  temp.file("demo/references/guide.md", "# Guide\n");
  temp.file("secret.txt", "top secret");
  return { temp, directory };
}

describe("readSkillResource", () => {
  it.runIf(process.platform === "linux")("reads to the end of a file whose stat says 0 bytes (/proc)", () => {
    const status = readSkillResource("/proc/self", "status");
    expect(status.text).toMatch(/^Name:/);
    expect(status.size).toBeGreaterThan(100);
  });

  it("reads a file by relative path", () => {
    const { directory } = skillWithFiles();
    const resource = readSkillResource(directory, "references/guide.md");
    expect(resource).toMatchObject({ relativePath: "references/guide.md", size: 8, text: "# Guide\n" });
    expect(readSkillResource(directory, "./references//guide.md").text).toBe("# Guide\n");
  });

  it("refuses '..', absolute paths, NUL bytes and empty paths", () => {
    const { directory } = skillWithFiles();
    expect(refusal(() => readSkillResource(directory, "../secret.txt"))).toEqual({
      code: "RESOURCE_PATH_INVALID",
      message: "resource path '../secret.txt' contains '..'; only paths inside the skill folder can be read",
    });
    expect(refusal(() => readSkillResource(directory, "references/../../secret.txt")).code).toBe("RESOURCE_PATH_INVALID");
    expect(refusal(() => readSkillResource(directory, "/etc/passwd")).message).toBe(
      "resource path '/etc/passwd' is absolute; expected a path relative to the skill folder",
    );
    expect(refusal(() => readSkillResource(directory, "C:\\Windows\\win.ini")).code).toBe("RESOURCE_PATH_INVALID");
    expect(refusal(() => readSkillResource(directory, "a\0b")).code).toBe("RESOURCE_PATH_INVALID");
    expect(refusal(() => readSkillResource(directory, " ")).code).toBe("RESOURCE_PATH_INVALID");
  });

  it("refuses a symbolic link that leads out of the skill folder", () => {
    const { temp, directory } = skillWithFiles();
    temp.link(join(temp.path, "secret.txt"), "demo/escape.txt");
    const refused = refusal(() => readSkillResource(directory, "escape.txt"));
    expect(refused.code).toBe("RESOURCE_OUTSIDE_SKILL");
    expect(refused.message).toMatch(/^resource 'escape\.txt' leads to .*secret\.txt, outside the skill folder /);
    temp.link("references", "demo/docs");
    expect(readSkillResource(directory, "docs/guide.md").text).toBe("# Guide\n");
  });

  it.skipIf(!existsSync("/dev/zero"))("refuses a device, even through a link", () => {
    const { temp, directory } = skillWithFiles();
    temp.link("/dev/zero", "demo/zero");
    expect(refusal(() => readSkillResource(directory, "zero")).code).toBe("RESOURCE_OUTSIDE_SKILL");
    expect(refusal(() => readSkillResource("/dev", "zero")).message).toBe(
      "resource 'zero' is a device; only regular files can be read",
    );
  });

  it("refuses a FIFO and a directory without blocking", () => {
    const { temp, directory } = skillWithFiles();
    if (makeFifo(join(temp.path, "demo/pipe"))) {
      expect(refusal(() => readSkillResource(directory, "pipe")).message).toBe(
        "resource 'pipe' is a FIFO; only regular files can be read",
      );
    }
    expect(refusal(() => readSkillResource(directory, "references")).code).toBe("RESOURCE_NOT_A_FILE");
  });

  it("refuses files over the size cap and reports missing ones", () => {
    const { temp, directory } = skillWithFiles();
    temp.file("demo/assets/big.bin", new Uint8Array(4096));
    expect(refusal(() => readSkillResource(directory, "assets/big.bin", { maxBytes: 1024 }))).toEqual({
      code: "RESOURCE_TOO_LARGE",
      message: "resource 'assets/big.bin' is 4096 bytes; the limit is 1024 bytes",
    });
    expect(refusal(() => readSkillResource(directory, "nope.md")).code).toBe("RESOURCE_NOT_FOUND");
  });

  it("throws an I/O error for a missing skill folder, branded like every skill-kit error", () => {
    let caught: unknown;
    try {
      readSkillResource("/no/such/skill", "a.md");
    } catch (error) {
      caught = error;
    }
    expect(LoaderError.isInstance(caught)).toBe(true);
    expect((caught as LoaderError).code).toBe("IO_ERROR");
  });
});
