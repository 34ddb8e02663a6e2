// Corpus figures against a corpus written to a temp folder (nested skills, a skill.md, the files of
// each skill counted once), and the note instead of a failure when there is no corpus.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import * as scan from "@skill-kit/scan";
import { afterEach, describe, expect, it } from "vitest";
import { corpusClaims, corpusProblems } from "./corpus-figures.mjs";

let corpus = "";
afterEach(() => rmSync(corpus, { recursive: true, force: true }));

function writeCorpus(files) {
  corpus = mkdtempSync(join(tmpdir(), "docs-check-corpus-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(corpus, path)), { recursive: true });
    writeFileSync(join(corpus, path), text);
  }
  return corpus;
}

const skill = "---\nname: x\ndescription: x\n---\n";
const files = {
  "INDEX.tsv": "split\trepo\n",
  "visible/a/outer/SKILL.md": skill,
  "visible/a/outer/references/guide.md": "guide\n",
  "visible/a/outer/inner/SKILL.md": skill,
  "visible/b/other/SKILL.md": skill,
  "synthetic/lower/skill.md": skill,
};

describe("corpus figures", () => {
  it("reads the marked figures of a doc", () => {
    const text = "Line one.\nAll <!-- check=corpus skills visible -->1,708 skills and <!-- check=corpus files . -->12 files.";
    expect(corpusClaims("docs/x.md", text)).toEqual([
      { doc: "docs/x.md", line: 2, measure: "skills", folder: "visible", figure: 1708 },
      { doc: "docs/x.md", line: 2, measure: "files", folder: ".", figure: 12 },
    ]);
  });

  it("passes figures the code counts: nested skills and skill.md included, each file once", () => {
    const text = [
      "<!-- check=corpus skills . -->4 skills, <!-- check=corpus skills visible -->3 of them real,",
      "<!-- check=corpus files . -->5 files, <!-- check=corpus files visible -->4 there.",
    ].join("\n");
    expect(corpusProblems(corpusClaims("docs/x.md", text), { corpus: writeCorpus(files), scan })).toEqual({ problems: [] });
  });

  it("fails a figure the code does not count, an unknown measure and an unknown folder, with file:line", () => {
    const text = "<!-- check=corpus skills visible -->2 <!-- check=corpus pages . -->1\n<!-- check=corpus skills gone -->1";
    expect(corpusProblems(corpusClaims("README.md", text), { corpus: writeCorpus(files), scan }).problems).toEqual([
      "README.md:1: the corpus's visible holds 3 skills, not 2",
      "README.md:1: check=corpus counts skills or files, not pages",
      "README.md:2: the corpus has no folder gone",
    ]);
  });

  it("compares nothing without the corpus, and says why", () => {
    corpus = mkdtempSync(join(tmpdir(), "docs-check-no-corpus-"));
    const claims = corpusClaims("README.md", "<!-- check=corpus skills . -->999");
    const result = corpusProblems(claims, { corpus: join(corpus, "absent"), scan });
    expect(result.problems).toEqual([]);
    expect(result.note).toMatch(/^1 corpus figure\(s\) not compared: the SKILL\.md corpus is not at .*absent/);
  });
});
