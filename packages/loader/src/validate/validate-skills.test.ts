import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { threadCount } from "./check-all.js";
import { validateSkills, type ValidationReport } from "./validate-skills.js";
import { InvalidOptionError } from "../loader-error.js";
import { tempFolder, type TempFolder } from "../../test/temp-folder.js";

const ok = (name: string, description = `Does ${name} things.`): string => `name: ${name}\ndescription: ${description}`;

/** Each skill's report keyed by its folder relative to the temp folder. */
function byDir(temp: TempFolder, report: ValidationReport): Map<string, ValidationReport["skills"][number]> {
  return new Map(report.skills.map((skill) => [relative(temp.path, skill.dir), skill]));
}

describe("validateSkills", () => {
  it("checks every skill under the paths in lenient mode and says whether all passed", async () => {
    const temp = tempFolder();
    temp.skill("skills/good", ok("good"));
    temp.skill("skills/bad", "name: bad");
    temp.folder("nothing");
    const report = await validateSkills([join(temp.path, "skills"), join(temp.path, "nothing")], { mode: "lenient" });
    const skills = byDir(temp, report);
    expect([...skills.keys()]).toEqual(["skills/bad", "skills/good"]);
    expect(skills.get("skills/good")).toEqual({
      dir: join(temp.path, "skills/good"),
      name: "good",
      valid: true,
      errors: [],
      warnings: [],
    });
    expect(skills.get("skills/bad")).toMatchObject({ name: null, valid: false });
    expect(report.empty).toEqual([join(temp.path, "nothing")]);
    expect(report.ok).toBe(false);
  });

  it("is ok only when it found a skill, all are valid and no name repeats", async () => {
    const temp = tempFolder();
    temp.skill("one", ok("one"));
    expect((await validateSkills([join(temp.path, "one")], { mode: "lenient" })).ok).toBe(true);
    temp.folder("empty");
    expect((await validateSkills([join(temp.path, "empty")], { mode: "lenient" })).ok).toBe(false);
  });

  it("gives the reference validator's messages in strict mode", async () => {
    const temp = tempFolder();
    temp.skill("pdf", ok("pdf-tools"));
    const report = await validateSkills([join(temp.path, "pdf")], { mode: "strict" });
    expect(report.skills[0]?.errors).toEqual(["Directory name 'pdf' must match skill name 'pdf-tools'"]);
    const lenient = await validateSkills([join(temp.path, "pdf")], { mode: "lenient" });
    expect(lenient.skills[0]).toMatchObject({ valid: true, name: "pdf-tools" });
  });

  it("refuses a host profile with strict mode and bad numbers (programmer errors)", async () => {
    const temp = tempFolder();
    // What a JavaScript caller could pass: the types allow no profile with strict mode.
    const options: { readonly mode: "strict"; readonly profile: string } = { mode: "strict", profile: "codex" };
    await expect(validateSkills([temp.path], options)).rejects.toThrow(InvalidOptionError);
    await expect(validateSkills([temp.path], { mode: "lenient", budget: -1 })).rejects.toThrow(
      "option 'budget' must be a number of at least 0; got -1",
    );
    await expect(validateSkills([temp.path], { mode: "lenient", threads: 0 })).rejects.toThrow(InvalidOptionError);
  });

  it("reports a name used twice (after NFKC and lower-casing) on both skills", async () => {
    const temp = tempFolder();
    temp.skill("a/review", ok("review"));
    temp.skill("b/review", ok("Review"));
    temp.skill("b/unique", ok("unique"));
    const report = await validateSkills([join(temp.path, "a"), join(temp.path, "b")], { mode: "lenient" });
    const a = join(temp.path, "a/review");
    const b = join(temp.path, "b/review");
    expect(report.duplicates).toEqual([{ name: "review", dirs: [a, b] }]);
    expect(byDir(temp, report).get("a/review")?.warnings).toContain(
      `duplicate name: 'review' is also the name of ${b}; a host loads only one of them`,
    );
    expect(byDir(temp, report).get("b/unique")?.warnings).toEqual([]);
    expect(report.ok).toBe(false);
  });

  it("checks the listing against the catalog budget: shortened, then name only", async () => {
    const temp = tempFolder();
    for (let index = 0; index < 10; index += 1)
      temp.skill(`many/skill-${index}`, ok(`skill-${index}`, `Task ${index}. ${"It does careful things. ".repeat(8)}`.trim()));
    const roomy = await validateSkills([join(temp.path, "many")], { mode: "lenient" });
    expect(roomy.catalog).toMatchObject({
      budget: 8000,
      listed: 10,
      shortened: 0,
      nameOnly: 0,
      overBudget: false,
      maxEntryChars: 1536,
    });
    const tight = await validateSkills([join(temp.path, "many")], { mode: "lenient", budget: 1000 });
    expect(tight.catalog.fullChars).toBeGreaterThan(1000);
    expect(tight.catalog.shortened + tight.catalog.nameOnly).toBeGreaterThan(0);
    const warned = tight.skills.flatMap((skill) => skill.warnings).filter((warning) => warning.startsWith("catalog: "));
    expect(warned).toHaveLength(tight.catalog.shortened + tight.catalog.nameOnly);
    expect(tight.ok).toBe(true);
  });

  it("leaves skills with disable-model-invocation out of the listing", async () => {
    const temp = tempFolder();
    temp.skill("s/shown", ok("shown"));
    temp.skill("s/hidden", `${ok("hidden")}\ndisable-model-invocation: true`);
    expect((await validateSkills([join(temp.path, "s")], { mode: "lenient" })).catalog.listed).toBe(1);
  });

  it("tells how many skills it found and how many it has checked, and gives the same report on more threads", async () => {
    const temp = tempFolder();
    for (const name of ["a", "b", "c", "d"]) temp.skill(`s/${name}`, ok(name));
    const found: number[] = [];
    const done: number[] = [];
    const report = await validateSkills([join(temp.path, "s")], {
      mode: "lenient",
      onFound: (total) => found.push(total),
      onProgress: (count) => done.push(count),
    });
    expect(found).toEqual([4]);
    expect(done.at(-1)).toBe(4);
    expect(await validateSkills([join(temp.path, "s")], { mode: "lenient", threads: 3 })).toEqual(report);
  });
});

describe("threadCount", () => {
  it("uses one thread below 2000 skills, else one per idle core up to 4; a forced count wins (at most 16)", () => {
    expect(threadCount(1999, { cores: 8, load: 0 })).toBe(1);
    expect(threadCount(5000, { cores: 8, load: 0 })).toBe(4);
    expect(threadCount(5000, { cores: 2, load: 1.5 })).toBe(1);
    expect(threadCount(5000, { cores: 2, load: 0.2 })).toBe(2);
    expect(threadCount(10, { cores: 2, load: 5, forced: 3 })).toBe(3);
    expect(threadCount(10, { cores: 2, load: 5, forced: 40 })).toBe(16);
    expect(threadCount(10, { cores: 2, load: 5, forced: 1.5 })).toBe(1);
  });
});
