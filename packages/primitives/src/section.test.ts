import { describe, expect, it } from "vitest";
import { section } from "./section.js";

describe("section", () => {
  it("puts a level-2 heading and a blank line before the body", () => {
    expect(section("Profile", "Name: Ada")).toBe("## Profile\n\nName: Ada");
  });
});
