import { describe, expect, it } from "vitest";
import { parseToolList } from "./parse-tool-list.js";

describe("parseToolList", () => {
  it("splits on commas, trims and drops empty names", () => {
    expect(parseToolList("a, b,,c")).toEqual(["a", "b", "c"]);
    expect(parseToolList("AskUserQuestion, TaskCreate")).toEqual(["AskUserQuestion", "TaskCreate"]);
  });

  it("gives nothing for an empty or blank list", () => {
    expect(parseToolList("")).toEqual([]);
    expect(parseToolList(" , ,")).toEqual([]);
  });
});
