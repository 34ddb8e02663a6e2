// `skill-kit validate` on the real corpus, read in place: strict verdicts equal the recorded ones.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { corpusRoot, needsCorpus, readIndex, readSyntheticCases } from "./corpus.js";
import { validate, type Report } from "./run-validate.js";

const firstLine = (text: string): string => text.split("\n", 1)[0] ?? "";

describe.skipIf(!needsCorpus("skill-kit validate on the corpus"))("skill-kit validate on the corpus", () => {
  let strict: ReturnType<typeof validate>;
  let byDir: Map<string, Report>;
  beforeAll(() => {
    strict = validate(["--strict", "--json", corpusRoot]);
    byDir = new Map(strict.reports().map((report) => [report.dir, report]));
  });

  it("gives skills-ref's verdict and messages for every INDEX.tsv skill (--strict --json)", () => {
    const index = readIndex(corpusRoot);
    expect(index).toHaveLength(708);
    const disagreements = index.flatMap((expected) => {
      const ours = byDir.get(expected.dir);
      if (ours === undefined) return [`${expected.dir}: not reported`];
      const errors = ours.errors.map(firstLine);
      const same = ours.valid === expected.valid && errors.join(" || ") === expected.errors.join(" || ");
      return same ? [] : [`${expected.dir}\n  ours: ${errors.join(" || ")}\n  ref:  ${expected.errors.join(" || ")}`];
    });
    expect(disagreements).toEqual([]);
    const named = index.filter((expected) => byDir.get(expected.dir)?.name !== null);
    expect(named.every((expected) => byDir.get(expected.dir)?.name === expected.name)).toBe(true);
  });

  it("gives the full reference messages for every synthetic case", () => {
    for (const expected of readSyntheticCases(corpusRoot)) {
      const ours = byDir.get(expected.dir);
      expect.soft(ours?.valid, expected.case).toBe(expected.valid);
      expect.soft(ours?.errors, expected.case).toEqual(expected.errors);
    }
  });

  it("reports every folder once, exits 1, and keeps stdout pure JSON", () => {
    expect(strict.status).toBe(1);
    expect(byDir.size).toBe(734);
    expect(strict.reports()).toHaveLength(734);
    expect(strict.stderr).not.toContain("validating");
  });

  it("loads every skill that has a description in the default lenient mode", () => {
    const lenient = validate(["--json", corpusRoot]).reports();
    const invalid = lenient.filter((report) => !report.valid).map((report) => report.dir);
    const synthetic = (name: string): string => join(corpusRoot, "synthetic", name, "commit");
    expect(invalid).toEqual([
      synthetic("description-empty"),
      synthetic("description-missing"),
      synthetic("unclosed-frontmatter"),
    ]);
    expect(lenient.find((report) => report.dir === synthetic("unquoted-colon"))).toMatchObject({ valid: true, name: "commit" });
  });

  it("prints one line per invalid skill and a summary", () => {
    const synthetic = join(corpusRoot, "synthetic");
    const run = validate(["--strict", synthetic]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.lines).toContain(`✗ ${join(synthetic, "bom", "commit")}: SKILL.md must start with YAML frontmatter (---)`);
    expect(run.lines).toContain(
      `✗ ${join(synthetic, "name-65-chars", "sentry-conventional-commit-message-writer-with-issue-referencesay")}: Skill name 'sentry-conventional-commit-message-writer-with-issue-referencesay' exceeds 64 character limit (65 chars)`,
    );
    expect(run.lines.at(-1)).toMatch(
      /^✗ \d+ of 26 skills invalid \(strict: the reference validator's rules\), 1 name used more than once/,
    );
  });

  it("checks a host profile against real skills: Codex refuses what serde_yaml cannot read", () => {
    const reports = validate(["--profile", "codex", "--json", join(corpusRoot, "synthetic")]).reports();
    const verdict = (name: string): Report | undefined => reports.find((report) => report.dir.endsWith(join(name, "commit")));
    expect(verdict("unquoted-colon")?.valid).toBe(false);
    expect(verdict("unquoted-colon")?.errors[0]).toMatch(/serde_yaml, which does not repair it$/);
    expect(verdict("duplicate-key")?.errors[0]).toMatch(/refuses duplicate keys$/);
    expect(verdict("flow-sequence-argument-hint")?.valid).toBe(true);
    expect(reports.find((report) => report.dir.includes("description-1025"))?.errors).toEqual([
      "description is 1025 characters on one line; Codex refuses descriptions over 1024",
    ]);
  });
});
