// Figures about the shared SKILL.md corpus come from the code: a figure right after
// `<!-- check=corpus skills <folder> -->` (or `files`) is compared with what the scan's discovery,
// the rule `validate` uses too, finds in `<folder>` of the corpus (`.` for all of it): the skills,
// or the files of those skills, each file once. Without the corpus (a plain clone) the figures are
// not compared, and the check says so.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import process from "node:process";

const marker = /<!-- check=corpus (\S+) (\S+) -->\s*([\d,]+)/g;
const measures = new Set(["skills", "files"]);

/** The corpus beside the clone (`../shared/corpus`), or `SKILL_KIT_CORPUS`, as the corpus tests find it. */
export function corpusRootOf(root) {
  return resolve(process.env["SKILL_KIT_CORPUS"] ?? join(root, "../shared/corpus"));
}

/** Every marked figure of one doc: `{ doc, line, measure, folder, figure }`. */
export function corpusClaims(doc, text) {
  return text.split("\n").flatMap((line, index) =>
    [...line.matchAll(marker)].map((match) => ({
      doc,
      line: index + 1,
      measure: match[1] ?? "",
      folder: match[2] ?? "",
      figure: Number((match[3] ?? "").replaceAll(",", "")),
    })),
  );
}

/**
 * `{ problems, note }` for the claims against the corpus at `corpus`; `scan` is `@skill-kit/scan`
 * (its `findSkills` and `readSkillContents`). `note` says why nothing was compared, when it was not.
 */
export function corpusProblems(claims, { corpus, scan }) {
  if (claims.length === 0) return { problems: [] };
  if (!existsSync(join(corpus, "INDEX.tsv")))
    return {
      problems: [],
      note: `${claims.length} corpus figure(s) not compared: the SKILL.md corpus is not at ${corpus} (put shared/ beside the clone or set SKILL_KIT_CORPUS)`,
    };
  const counted = new Map();
  const count = (measure, folder) => {
    const key = `${measure} ${folder}`;
    if (!counted.has(key)) counted.set(key, measured({ scan, measure, folder: join(corpus, folder) }));
    return counted.get(key);
  };
  const problems = claims.flatMap((claim) => {
    const where = `${claim.doc}:${claim.line}`;
    if (!measures.has(claim.measure)) return [`${where}: check=corpus counts skills or files, not ${claim.measure}`];
    if (!existsSync(join(corpus, claim.folder))) return [`${where}: the corpus has no folder ${claim.folder}`];
    const actual = count(claim.measure, claim.folder);
    return actual === claim.figure
      ? []
      : [
          `${where}: the corpus's ${claim.folder} holds ${actual.toLocaleString("en-US")} ${claim.measure}, not ${claim.figure.toLocaleString("en-US")}`,
        ];
  });
  return { problems };
}

function measured({ scan, measure, folder }) {
  const found = scan.findSkills(folder);
  if (measure === "skills") return found.length;
  return found.reduce((sum, skill) => {
    const contents = scan.readSkillContents(skill.folder, { modes: false, nestedSkills: false, entries: skill.entries });
    return sum + contents.files.length + contents.links.length + (contents.unread?.length ?? 0);
  }, 0);
}
