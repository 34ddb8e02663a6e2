import { describe, expect, it } from "vitest";
import { fragment } from "./fragment.js";
import { resolveTemplate } from "./resolve-template.js";

describe("resolveTemplate", () => {
  it("joins strings and values, converting values with String()", () => {
    expect(resolveTemplate(["a", "b", "c", ""], [1, true, null])).toBe("a1btruecnull");
    expect(resolveTemplate(["x", ""], [{ not: "a fragment" }])).toBe("x[object Object]");
    expect(resolveTemplate(["x", ""], [undefined])).toBe("xundefined");
  });

  it("lets fragments (objects with name and content) contribute their content", () => {
    expect(resolveTemplate(["Rules: ", "."], [fragment("rules", "  be brief  ")])).toBe("Rules: be brief.");
    expect(resolveTemplate(["", ""], [{ name: "duck", content: "typed" }])).toBe("typed");
  });

  it("drops leading and trailing blank lines and removes the common indentation", () => {
    const text = resolveTemplate(["\n   \n    Hello\n      indented\n\n    world\n  \n"], []);
    expect(text).toBe("Hello\n  indented\n\nworld");
  });

  it("ignores blank lines when measuring indentation and keeps inner blank lines", () => {
    expect(resolveTemplate(["\n    a\n\n  \n    b\n"], [])).toBe("a\n\n\nb");
  });

  it("measures indentation after interpolation", () => {
    expect(resolveTemplate(["\n  first\n", "\n"], ["    second"])).toBe("first\n  second");
  });

  it("treats tabs as indentation", () => {
    expect(resolveTemplate(["\n\t\ta\n\t\t\tb\n"], [])).toBe("a\n\tb");
  });

  it("gives an empty string for blank input", () => {
    expect(resolveTemplate(["\n   \n"], [])).toBe("");
    expect(resolveTemplate([""], [])).toBe("");
  });
});
