import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReferenceLoader } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import guide from "./skill.js";

const folder = fileURLToPath(new URL("references/", import.meta.url));

/** A loader like the built skill's: reads `references/<file>` under `dir`, and records what it read. */
const loaderFor = (dir: string, loaded: string[] = []): ReferenceLoader => ({
  load: (file) => {
    loaded.push(file);
    return readFileSync(join(dir, file), "utf8");
  },
  asset: (path) => join(dir, "..", path),
});

const contentOf = (name: string, refs: ReferenceLoader = loaderFor(folder)): string => {
  const topic = guide.topics[name];
  if (topic === undefined) throw new Error(`no topic "${name}"`);
  return topic.content({ refs });
};

describe("git-field-guide", () => {
  it("is a reference skill whose topics list reads like the `topics` command", () => {
    expect(guide.kind).toBe("reference");
    expect(Object.entries(guide.topics).map(([name, topic]) => `${name}: ${topic.label}`)).toEqual([
      "undo: Undo a change, wherever it is now",
      "branches: Create, rename, delete and prune branches",
      "commit-prefixes: Commit message prefixes and the version bump each implies",
      "aliases: Aliases that save typing",
      "recovery: Recover lost commits with the reflog",
    ]);
  });

  it("serves file topics verbatim from references/", () => {
    expect(contentOf("undo")).toBe(readFileSync(join(folder, "undo.md"), "utf8"));
    expect(contentOf("branches")).toBe(readFileSync(join(folder, "branches.md"), "utf8"));
  });

  it("builds the commit-prefixes topic with section and table", () => {
    expect(contentOf("commit-prefixes")).toMatchInlineSnapshot(`
      "## Commit message prefixes

      | prefix | use | bump |
      | --- | --- | --- |
      | feat | a capability users can see | minor |
      | fix | a bug fix | patch |
      | docs | documentation only | none |
      | refactor | a code change with no change in behaviour | none |
      | chore | tooling, dependencies, housekeeping | none |

      Write the subject in the imperative mood: \`fix: handle an empty config file\`."
    `);
  });

  it("builds the aliases topic with section, kv and code", () => {
    expect(contentOf("aliases")).toMatchInlineSnapshot(`
      "## Aliases

      st       status --short --branch
      lg       log --oneline --graph --decorate
      amend    commit --amend --no-edit
      unstage  restore --staged

      Install them all at once:

      \`\`\`sh
      git config --global alias.st "status --short --branch"
      git config --global alias.lg "log --oneline --graph --decorate"
      git config --global alias.amend "commit --amend --no-edit"
      git config --global alias.unstage "restore --staged"
      \`\`\`"
    `);
  });

  it("wraps a reference file in render helpers for the recovery topic", () => {
    const content = contentOf("recovery");
    expect(content.startsWith("## Recover lost commits\n\nThe reflog records")).toBe(true);
    expect(content).toContain(readFileSync(join(folder, "reflog.md"), "utf8").trimEnd());
    expect(content.endsWith("```sh\ngit reflog\ngit branch rescue HEAD@{2}\n```")).toBe(true);
  });

  it("uses every file in references/, and helper-built topics read none", () => {
    const loaded: string[] = [];
    for (const name of Object.keys(guide.topics)) contentOf(name, loaderFor(folder, loaded));
    expect([...new Set(loaded)].sort()).toEqual(readdirSync(folder).sort());
    const noFiles: ReferenceLoader = {
      load: (file) => {
        throw new Error(`unexpected read of ${file}`);
      },
      asset: (path) => path,
    };
    expect(contentOf("commit-prefixes", noFiles)).toContain("| feat |");
    expect(contentOf("aliases", noFiles)).toContain("git config --global alias.st");
  });

  it("fails a file topic when its reference file is missing", () => {
    const empty = loaderFor(mkdtempSync(join(tmpdir(), "reference-guide-")));
    expect(() => contentOf("undo", empty)).toThrow(/ENOENT/);
  });
});
