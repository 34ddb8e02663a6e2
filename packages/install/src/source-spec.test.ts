// What a source names: servers, git URLs, folders, and GitHub's owner/repo (a folder of that path wins).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isGithubShorthand, parseSource } from "./source-spec.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-source-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("parseSource", () => {
  it("reads owner/repo and github:owner/repo as GitHub repositories", () => {
    expect(parseSource("acme/skills")).toEqual({ type: "git", location: "https://github.com/acme/skills.git" });
    expect(parseSource("github:acme/skills.git")).toEqual({ type: "git", location: "https://github.com/acme/skills.git" });
    expect(parseSource("https://skills.acme.dev/mcp")).toEqual({ type: "mcp", location: "https://skills.acme.dev/mcp" });
  });

  it("keeps an existing folder of that path a folder", () => {
    mkdirSync(join(root, "acme/skills"), { recursive: true });
    expect(parseSource(join(root, "acme/skills")).type).toBe("local");
  });

  it("knows GitHub's spelling of owner and repository", () => {
    expect(["a/b", "a-b/c.d_e", "A1/x.git"].every(isGithubShorthand)).toBe(true);
    expect(["a/..", "a/.", "-a/b", "a/b/c", "a", "a b/c", "a/b c"].some(isGithubShorthand)).toBe(false);
    expect(() => parseSource("github:a/b/c")).toThrow(/expected github:owner\/repo/);
  });
});
