import { describe, expect, it } from "vitest";
import { findDynamicCommands, type BodySegment } from "./find-dynamic-commands.js";

const joined = (segments: readonly BodySegment[]): string =>
  segments.map((item) => (item.kind === "text" ? item.text : item.source)).join("");
const commands = (body: string): string[] =>
  findDynamicCommands(body).flatMap((item) => (item.kind === "command" ? [item.command] : []));

describe("findDynamicCommands", () => {
  it("finds !`cmd` at a line start or after whitespace only", () => {
    expect(commands("!`git status`\nBranch: !`git branch --show-current` now\nKEY=!`no` and `!` alone")).toEqual([
      "git status",
      "git branch --show-current",
    ]);
  });

  it("ignores commands inside ordinary code fences", () => {
    expect(commands("```bash\n!`rm -rf /`\n```\n~~~\n!`nope`\n~~~\nafter !`date`")).toEqual(["date"]);
  });

  it("reads ```! fenced blocks as multi-line commands", () => {
    expect(commands("Before\n```!\nnode --version\nnpm --version\n```\nAfter")).toEqual(["node --version\nnpm --version"]);
  });

  it("gives the body back when joined", () => {
    const body = "a !`x` b\n```\n!`y`\n```\n```!\nz\n```\nend\n";
    expect(joined(findDynamicCommands(body))).toBe(body);
  });
});
