// The scan's searches (`textFiles`) decide which files the text rules read; over the whole SKILL.md
// corpus they must change no finding: every skill gets exactly what the rules give when they read
// every text file (`everyTextFile`), in the same order, with the same lines, columns and messages. The
// byte search (WebAssembly) and the expressions it stands in for mark every file alike.
import { isAscii } from "node:buffer";
import { describe, expect, it } from "vitest";
import { corpusRoot, needsCorpus } from "../../../tooling/test-utils/src/corpus.js";
import { byteMarks } from "../src/byte-search.js";
import { findSkills, readSkillContents } from "../src/read-skill-contents.js";
import { runRules } from "../src/run-rules.js";
import { scanSkill, skillNameOf } from "../src/scan-skill.js";
import { everyTextFile, viewMarks } from "../src/text-files.js";

describe.skipIf(!needsCorpus("scan: searches against every text file"))("the scan's searches over the corpus", () => {
  it("give every skill the same findings as reading every text file", () => {
    const skills = findSkills(corpusRoot, 12);
    expect(skills.length).toBeGreaterThanOrEqual(500);
    let findings = 0;
    for (const { folder, entries } of skills) {
      const contents = readSkillContents(folder, { modes: false, entries });
      const fast = scanSkill(contents);
      const full = runRules({ contents, ...everyTextFile(contents) }, { suppressions: [], skillName: skillNameOf(folder) });
      // As JSON, so the keys' order (what `skill-kit scan --format json` prints) is compared too.
      expect(JSON.stringify(fast, null, 1), folder).toBe(JSON.stringify(full, null, 1));
      findings += fast.length;
    }
    // The corpus holds real findings (installers piped into a shell), so the comparison is not of empty lists.
    expect(findings).toBeGreaterThanOrEqual(10);
  });

  it("marks every text file alike with the byte search and with the expressions", () => {
    let marked = 0;
    for (const { folder, entries } of findSkills(corpusRoot, 12))
      for (const file of readSkillContents(folder, { modes: false, entries }).files) {
        const bytes = Buffer.from(file.bytes);
        const nul = bytes.indexOf(0);
        if (nul !== -1 && nul < 8192) continue;
        const ascii = isAscii(bytes);
        const fromBytes = byteMarks(bytes, !ascii);
        expect(fromBytes, `${folder}/${file.path}`).toEqual(viewMarks(bytes.toString("latin1"), ascii));
        if (fromBytes !== undefined && (fromBytes.fetch || fromBytes.secret || fromBytes.hide)) marked += 1;
      }
    // Some files hold words (the comparison is not of unmarked files only).
    expect(marked).toBeGreaterThanOrEqual(100);
  });
});
