// The Markdown and export readers the docs-check relies on.
import { describe, expect, it } from "vitest";
import { codeBlocks, flagValue, relativeLinks } from "./markdown.mjs";
import { exportedNames } from "./public-api.mjs";

describe("codeBlocks", () => {
  it("reads the language, the flags, the first content line and the code", () => {
    const text = ["# Title", "", "```ts file=a/b.ts", "const a = 1;", "```", "", "~~~json no-check", "{", "~~~"].join("\n");
    const [ts, json] = codeBlocks(text);
    expect(ts).toEqual({ lang: "ts", flags: ["file=a/b.ts"], line: 4, code: "const a = 1;\n" });
    expect(flagValue(ts, "file")).toBe("a/b.ts");
    expect(json).toMatchObject({ lang: "json", flags: ["no-check"], line: 8, code: "{\n" });
  });

  it("keeps a shorter or different fence inside a longer one as code", () => {
    const [outer] = codeBlocks(["````md", "```ts", "x", "```", "````"].join("\n"));
    expect(outer).toMatchObject({ lang: "md", code: "```ts\nx\n```\n" });
  });
});

describe("relativeLinks", () => {
  it("finds relative targets outside code, without anchors, and skips URLs and anchors", () => {
    const text = [
      "[a](docs/a.md#part) [b](https://x.y) [c](#here)",
      "`[d](not/a/link.md)`",
      "```",
      "[e](in/code.md)",
      "```",
      "[f](../g%20h.md)",
    ].join("\n");
    expect(relativeLinks(text)).toEqual([
      { target: "docs/a.md", line: 1 },
      { target: "../g h.md", line: 6 },
    ]);
  });
});

describe("exportedNames", () => {
  it("collects named, renamed, type and declared exports, and star re-exports", () => {
    const source = [
      "// The public API.",
      'export { a, b as c } from "./a.js";',
      'export type { D, E } from "./d.js";',
      'export { type F } from "./f.js";',
      "export async function g() {}",
      "export const h = 1;",
      'export * from "@scope/pkg";',
    ].join("\n");
    expect(exportedNames(source)).toEqual({ names: ["a", "c", "D", "E", "F", "g", "h"], stars: ["@scope/pkg"] });
  });
});
