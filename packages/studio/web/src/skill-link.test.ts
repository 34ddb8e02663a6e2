import { describe, expect, it } from "vitest";
import { linkUse } from "./skill-link.js";

const files = ["SKILL.md", "references/more.md", "scripts/a b.sh"];

describe("linkUse", () => {
  it("opens a relative link to one of the skill's files in the page", () => {
    expect(linkUse("references/more.md", files)).toEqual({ kind: "file", path: "references/more.md" });
    expect(linkUse("./references/more.md#part", files)).toEqual({ kind: "file", path: "references/more.md" });
    expect(linkUse("scripts/a%20b.sh", files)).toEqual({ kind: "file", path: "scripts/a b.sh" });
  });

  it("does nothing for a # link, which would replace the route", () => {
    expect(linkUse("#usage", files)).toEqual({ kind: "ignore" });
  });

  it("follows links with a scheme, absolute paths, unknown files and anything climbing out", () => {
    for (const href of [
      "https://example.com/",
      "mailto:a@b.c",
      "/api/skills",
      "references/gone.md",
      "../other/SKILL.md",
      "%E0%A4%A",
    ])
      expect(linkUse(href, files), href).toEqual({ kind: "follow" });
  });
});
