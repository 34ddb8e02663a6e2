// CONTRIBUTING.md and AGENTS.md against the house: the scripts and workspaces they show.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { commandProblems, guideProblems, house } from "./commands.mjs";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function repository() {
  root = mkdtempSync(join(tmpdir(), "docs-check-guides-"));
  writeFileSync(join(root, "package.json"), JSON.stringify({ scripts: { test: "x", build: "x" } }));
  mkdirSync(join(root, "packages/core/src"), { recursive: true });
  writeFileSync(join(root, "packages/core/package.json"), JSON.stringify({ name: "@skill-kit/core" }));
  return root;
}

describe("the guides' commands and paths", () => {
  it("passes scripts, pnpm's own commands, workspaces and placeholders", () => {
    const text = [
      "pnpm install && pnpm build",
      "pnpm test --filter=@skill-kit/core...",
      "pnpm turbo run build --filter=@skill-kit/<name>...",
    ].join("\n");
    expect(commandProblems(house(repository()), "CONTRIBUTING.md", text)).toEqual([]);
  });

  it("names a script that does not exist and a workspace that does not", () => {
    const text = ["pnpm bench:all", "pnpm test --filter=@skill-kit/gone"].join("\n");
    expect(commandProblems(house(repository()), "AGENTS.md", text)).toEqual([
      "AGENTS.md:1: `pnpm bench:all` is not a script of the root package.json",
      "AGENTS.md:2: --filter=@skill-kit/gone names no workspace",
    ]);
  });

  it("requires both guides", () => {
    expect(guideProblems(repository())).toEqual([
      "CONTRIBUTING.md is missing (the guide for contributors)",
      "AGENTS.md is missing (the guide for contributors and coding agents)",
    ]);
  });
});
