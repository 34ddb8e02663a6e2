// readJson's nesting limit, on both of its paths: a value up to 1 MiB is parsed, then walked; a
// longer text (a history) is scanned before it is parsed.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { processIo } from "./io.js";
import { maxValueBytes } from "@skill-kit/sessions";
import { maxHistoryBytes, readJson } from "./json-input.js";

const nested = (levels: number): string => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const dir = mkdtempSync(join(tmpdir(), "skill-kit-json-input-"));
const read = (text: string, maxBytes = maxValueBytes): Promise<unknown> =>
  readJson({ flag: "history", text, maxBytes, io: processIo() });
const file = (name: string, text: string): string => {
  writeFileSync(join(dir, name), text);
  return `@${join(dir, name)}`;
};
/** Pads a text past 1 MiB with a string full of brackets, which must not count. */
const long = (inner: string): string => `{"pad":"${"[{".repeat(maxValueBytes / 2)}","value":${inner}}`;

describe("readJson nesting", () => {
  it("accepts 200 levels and refuses 201, up to 1 MiB", async () => {
    expect(await read(nested(200))).toBeInstanceOf(Array);
    await expect(read(nested(201))).rejects.toThrow("--history is nested more than 200 levels deep");
  });

  it("scans a text over 1 MiB before parsing it, ignoring brackets in strings", async () => {
    expect(await read(file("long-ok.json", long(nested(199))), maxHistoryBytes)).toHaveProperty("value.0.0");
    await expect(read(file("long-deep.json", long(nested(200))), maxHistoryBytes)).rejects.toThrow(
      "--history is nested more than 200 levels deep",
    );
  });

  it("still says which JSON is not valid", async () => {
    await expect(read("[1,")).rejects.toThrow("--history is not valid JSON");
  });
});
