import { describe, expect, it } from "vitest";
import { parseSkillUri, skillUri } from "./skill-uri.js";

describe("skill:// URIs", () => {
  it("round-trips names and paths, encoding what a URI cannot hold", () => {
    expect(skillUri("pdf-tools")).toBe("skill://pdf-tools/SKILL.md");
    expect(skillUri("Active Directory", "references/a b.md")).toBe("skill://Active%20Directory/references/a%20b.md");
    expect(parseSkillUri(new URL(skillUri("été", "docs/x.md")))).toEqual({ name: "été", path: "docs/x.md" });
  });

  it("leaves dot segments to the URL parser and decoded '..' to the resource reader", () => {
    expect(parseSkillUri(new URL("skill://a/../../etc/passwd"))).toEqual({ name: "a", path: "etc/passwd" });
    expect(parseSkillUri(new URL("skill://a/%2E%2E%2Fb"))).toEqual({ name: "a", path: "../b" });
  });

  it("answers undefined for other schemes and broken escapes", () => {
    expect(parseSkillUri(new URL("file:///etc/passwd"))).toBeUndefined();
    expect(parseSkillUri(new URL("skill://a/bad%ZZ"))).toBeUndefined();
  });
});
