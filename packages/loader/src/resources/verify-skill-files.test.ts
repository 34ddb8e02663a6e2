import { describe, expect, it } from "vitest";
import { sha256Digest } from "./skill-snapshot.js";
import { verifySkillFiles, type SkillEntry } from "./verify-skill-files.js";

const skillMd = new TextEncoder().encode("---\nname: demo\ndescription: A demo\nlicense: MIT\n---\n\n# Demo\n");
const guide = new TextEncoder().encode("# Guide\n");
const entry: SkillEntry = {
  uri: "skill://demo/SKILL.md",
  frontmatter: { name: "demo", description: "A demo", license: "MIT" },
  resources: [
    { uri: "skill://demo/SKILL.md", digest: sha256Digest(skillMd), size: skillMd.length },
    { uri: "skill://demo/references/guide.md", digest: sha256Digest(guide), size: guide.length },
  ],
};
const fetched = (extra: Record<string, Uint8Array> = {}): Map<string, Uint8Array> =>
  new Map(Object.entries({ "skill://demo/SKILL.md": skillMd, ...extra }));

describe("verifySkillFiles", () => {
  it("accepts files that match the entry, whether or not every listed file was fetched", () => {
    expect(verifySkillFiles(entry, fetched())).toEqual([]);
    expect(verifySkillFiles(entry, fetched({ "skill://demo/references/guide.md": guide }))).toEqual([]);
  });

  it("names a file whose size or digest differs, and one the entry does not list", () => {
    const same = new TextEncoder().encode("# Gxide\n");
    expect(verifySkillFiles(entry, fetched({ "skill://demo/references/guide.md": same }))).toEqual([
      "skill://demo/references/guide.md: its sha256 digest differs from the entry's",
    ]);
    expect(verifySkillFiles(entry, fetched({ "skill://demo/references/guide.md": new Uint8Array(3) }))).toEqual([
      "skill://demo/references/guide.md: 3 bytes, the entry says 8",
    ]);
    expect(verifySkillFiles(entry, fetched({ "skill://demo/extra.sh": guide }))).toEqual([
      "skill://demo/extra.sh: not listed in the skill's entry",
    ]);
  });

  it("refuses an entry whose frontmatter is not SKILL.md's, a missing SKILL.md, and dynamic files", () => {
    expect(verifySkillFiles({ ...entry, frontmatter: { name: "demo", description: "A demo" } }, fetched())).toEqual([
      "skill://demo/SKILL.md: SKILL.md's frontmatter differs from the entry's",
    ]);
    expect(verifySkillFiles(entry, new Map())).toEqual(["skill://demo/SKILL.md: SKILL.md was not fetched"]);
    expect(verifySkillFiles({ ...entry, resources: "dynamic" }, fetched())).toHaveLength(1);
  });
});
