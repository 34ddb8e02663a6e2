// Links and repository paths in the docs: a repository written to a temp folder, with a broken link,
// a missing heading and a missing path planted, and the same docs with every target present.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { headingAnchors, links, namedPaths, referenceProblemsIn } from "./references.mjs";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function repository(files) {
  root = mkdtempSync(join(tmpdir(), "docs-check-references-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const docs = {
  "README.md": [
    "# Skill kit",
    "See [installing](docs/installing.md#the-lock) and [above](#skill-kit).",
    "The scan lives in `packages/scan/src/index.ts:12`; run `scripts/test.mjs`.",
    "A built skill's `scripts/run` and `scripts/setup.sh` are not repository paths; `packages/<name>/src` is a placeholder.",
    "```sh",
    "cat `packages/gone.ts` # [in code](nowhere.md)",
    "```",
  ].join("\n"),
  "docs/installing.md": "# Installing\n\n## The lock\n\nWhy: [decision](decisions/2026-11-26-lock.md).\n",
  "docs/decisions/2026-11-26-lock.md": "# Lock\n\n`packages/command-line` became `packages/node`; [readme](../../README.md).\n",
  "packages/scan/README.md": "# scan\n\nTests: `test/corpus.test.ts`.\n",
  "packages/scan/package.json": "{}",
  "packages/scan/src/index.ts": "export {};\n",
  "packages/scan/test/corpus.test.ts": "\n",
  "examples/demo/README.md": "# demo\n\n[root](../../README.md)\n",
  "scripts/test.mjs": "\n",
};

describe("links and paths", () => {
  it("finds nothing wrong when every link, heading and path is there (decisions' old paths are history)", () => {
    expect(referenceProblemsIn(repository(docs))).toEqual([]);
  });

  it("fails on a planted broken link, a link to a missing heading and planted missing paths, with file:line", () => {
    const planted = {
      ...docs,
      "docs/installing.md": `${docs["docs/installing.md"]}Also [gone](decisions/2026-11-26-skills-lockfile.md) and [part](../README.md#no-such-part).\n`,
      "packages/scan/README.md": `${docs["packages/scan/README.md"]}Rules: \`packages/scan/src/rules/gone.ts\`, \`test/missing.test.ts\`.\n`,
      "examples/demo/README.md": "# demo\n\n[root](../README.md)\n",
      "docs/decisions/2026-11-26-lock.md": "# Lock\n\n[gone](2026-11-20-gone.md)\n",
    };
    expect(referenceProblemsIn(repository(planted))).toEqual([
      "docs/installing.md:6: the link decisions/2026-11-26-skills-lockfile.md leads nowhere",
      "docs/installing.md:6: the link ../README.md#no-such-part leads to no heading of README.md",
      "packages/scan/README.md:4: packages/scan/src/rules/gone.ts does not exist",
      "packages/scan/README.md:4: packages/scan/test/missing.test.ts does not exist",
      "examples/demo/README.md:3: the link ../README.md leads nowhere",
      "docs/decisions/2026-11-26-lock.md:3: the link 2026-11-20-gone.md leads nowhere",
    ]);
  });
});

describe("links", () => {
  it("finds relative targets outside code with their anchors, and skips URLs", () => {
    const text = [
      "[a](docs/a.md#part) [b](https://x.y) [c](#here)",
      "`[d](not/a/link.md)`",
      "```",
      "[e](in/code.md)",
      "```",
      "[f](../g%20h.md)",
    ].join("\n");
    expect(links(text)).toEqual([
      { file: "docs/a.md", anchor: "part", line: 1 },
      { file: "", anchor: "here", line: 1 },
      { file: "../g h.md", line: 6 },
    ]);
  });
});

describe("headingAnchors", () => {
  it("gives GitHub's anchors: lower case, punctuation dropped, repeats numbered, code blocks skipped", () => {
    const text = [
      "# `skill-kit scan <path…>`",
      "## What counts as a skill?",
      "## Notes",
      "```",
      "# not a heading",
      "```",
      "## Notes",
    ].join("\n");
    expect([...headingAnchors(text)]).toEqual(["skill-kit-scan-path", "what-counts-as-a-skill", "notes", "notes-1"]);
  });
});

describe("namedPaths", () => {
  it("takes code spans with a slash, without :line, #anchor or trailing punctuation, and skips placeholders", () => {
    const text = "`packages/a/src/b.ts:12:3`, `docs/x.md#part`. `packages/<name>` `docs/decisions/….md` `a b/c` `x`";
    expect(namedPaths(text)).toEqual([
      { path: "packages/a/src/b.ts", line: 1 },
      { path: "docs/x.md", line: 1 },
    ]);
  });
});
