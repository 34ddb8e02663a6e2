import { describe, expect, it } from "vitest";
import { splitArguments } from "./split-arguments.js";

describe("splitArguments", () => {
  it("splits on whitespace and groups quoted words", () => {
    expect(splitArguments(`fix "issue 12" 'a b'  c`)).toEqual(["fix", "issue 12", "a b", "c"]);
  });

  it("handles escapes, empty quotes and unclosed quotes", () => {
    expect(splitArguments(`a\\ b "x\\"y" '' "open end`)).toEqual(["a b", 'x"y', "", "open end"]);
    expect(splitArguments("   ")).toEqual([]);
  });

  it("never expands anything", () => {
    expect(splitArguments("$(rm -rf /) `id` $HOME")).toEqual(["$(rm", "-rf", "/)", "`id`", "$HOME"]);
  });
});
