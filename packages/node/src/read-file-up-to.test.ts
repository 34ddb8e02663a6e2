// The one bounded read: bytes up to the limit, counted as they arrive; anything else said as data.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFileUpTo, tooLargeMessage } from "./read-file-up-to.js";

const dir = mkdtempSync(join(tmpdir(), "skill-kit-node-read-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("readFileUpTo", () => {
  it("reads a regular file within the limit, and says a larger one's size", () => {
    writeFileSync(join(dir, "small.txt"), "hello");
    const read = readFileUpTo(join(dir, "small.txt"), 5);
    expect(Buffer.isBuffer(read) ? read.toString("utf8") : read).toBe("hello");
    expect(readFileUpTo(join(dir, "small.txt"), 4)).toEqual({ size: 5 });
  });

  it("counts past the limit where stat says 0 bytes", () => {
    const read = readFileUpTo("/proc/self/pagemap", 16);
    expect(read).toEqual({ size: undefined });
  });

  it("says what a path is when it is not a regular file, and why it cannot be opened", () => {
    mkdirSync(join(dir, "folder"));
    expect(readFileUpTo(join(dir, "folder"), 10)).toEqual({ kind: "a directory" });
    expect(readFileUpTo("/dev/null", 10)).toEqual({ kind: "a device" });
    expect(readFileUpTo(join(dir, "missing"), 10)).toEqual({ code: "ENOENT" });
  });

  it("refuses a symbolic link only with noFollow", () => {
    writeFileSync(join(dir, "target.txt"), "x");
    symlinkSync(join(dir, "target.txt"), join(dir, "link.txt"));
    expect(Buffer.isBuffer(readFileUpTo(join(dir, "link.txt"), 10))).toBe(true);
    expect(readFileUpTo(join(dir, "link.txt"), 10, { noFollow: true })).toEqual({ code: "ELOOP" });
  });
});

describe("tooLargeMessage", () => {
  it("says the size, or 'more than' the limit when it was counted", () => {
    expect(tooLargeMessage("--params @a.json", 2048, 1024)).toBe("--params @a.json is 2048 bytes; the limit is 1024 bytes");
    expect(tooLargeMessage("x", undefined, 16)).toBe("x is more than 16 bytes; the limit is 16 bytes");
  });
});
