import { describe, expect, it } from "vitest";
import { code } from "./code.js";

describe("code", () => {
  it("fences the source with the language", () => {
    expect(code("const a = 1;", "ts")).toBe("```ts\nconst a = 1;\n```");
  });

  it("fences without a language", () => {
    expect(code("plain")).toBe("```\nplain\n```");
  });
});
