// Strict mode against the reference validator's recorded verdicts: every corpus skill, every synthetic case.
import { describe, expect, it } from "vitest";
import { needsCorpus, readCorpusIndex, readSyntheticCases } from "./corpus.js";
import { validateSkill, type SkillVerdict } from "../src/validate/validate-skill.js";

const firstLine = (message: string): string => message.split("\n")[0] ?? "";

/** CASES.json keeps the first line of an error and cuts long values to 60 characters plus "...". */
function expectProperties(name: string, verdict: SkillVerdict, expected: string | Readonly<Record<string, unknown>>): void {
  if (typeof expected === "string") {
    expect.soft(firstLine(verdict.propertiesError ?? ""), name).toBe(expected);
    return;
  }
  const actual: Readonly<Record<string, unknown>> = { ...verdict.properties };
  expect.soft(Object.keys(actual), name).toEqual(Object.keys(expected));
  for (const [key, value] of Object.entries(expected)) {
    const ours = actual[key];
    if (typeof value === "string" && value.endsWith("...") && typeof ours === "string" && ours.length > value.length - 3) {
      expect.soft(ours.startsWith(value.slice(0, -3)), `${name}.${key}`).toBe(true);
    } else {
      expect.soft(ours, `${name}.${key}`).toEqual(value);
    }
  }
}

describe.skipIf(!needsCorpus("strict mode agrees with skills-ref"))("strict mode agrees with skills-ref", () => {
  it("gives the reference verdict and messages on all 708 corpus skills", () => {
    const skills = readCorpusIndex();
    const disagreements: string[] = [];
    let verdicts = 0;
    let messages = 0;
    for (const skill of skills) {
      const verdict = validateSkill(skill.directory, { mode: "strict" });
      const ours = verdict.diagnostics.map((item) => firstLine(item.message));
      if (verdict.valid === skill.valid) verdicts += 1;
      if (ours.join(" || ") === skill.errors.join(" || ")) messages += 1;
      else disagreements.push(`${skill.directory}\n  ours: ${ours.join(" || ")}\n  ref:  ${skill.errors.join(" || ")}`);
    }
    console.info(`strict corpus: verdicts ${verdicts}/${skills.length}, messages ${messages}/${skills.length}`);
    expect(skills).toHaveLength(708);
    expect(disagreements).toEqual([]);
    expect(verdicts).toBe(skills.length);
  });

  it("gives the reference verdict, full messages and read-properties on every synthetic case", () => {
    const cases = readSyntheticCases();
    let agreed = 0;
    for (const item of cases) {
      const verdict = validateSkill(item.directory, { mode: "strict" });
      expect.soft(verdict.valid, item.case).toBe(item.ref_valid);
      expect
        .soft(
          verdict.diagnostics.map((diagnostic) => diagnostic.message),
          item.case,
        )
        .toEqual(item.ref_errors);
      expectProperties(item.case, verdict, item.ref_read_properties);
      if (verdict.valid === item.ref_valid) agreed += 1;
    }
    console.info(`strict synthetic: verdicts ${agreed}/${cases.length}`);
    expect(agreed).toBe(cases.length);
  });
});
