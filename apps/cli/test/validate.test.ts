// `skill-kit validate` through the built binary on skill folders written into temp dirs.
import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, validate, type Fixture, type Report } from "./validate/run-validate.js";

const ok = (name: string, description = `Use ${name} when the user asks for it.`): string[] => [
  `name: ${name}`,
  `description: ${description}`,
];
const byName = (reports: readonly Report[], dir: string): Report | undefined => reports.find((report) => report.dir === dir);

describe("skill-kit validate: verdicts and exit codes", () => {
  let fx: Fixture;
  beforeAll(() => {
    fx = fixture();
    fx.skill("good/alpha", ok("alpha"));
    fx.skill("good/beta", ok("beta"));
    fx.skill("mixed/fine", ok("fine"));
    fx.skill("mixed/hint", [...ok("hint"), "argument-hint: [topic]", "tags: demo"]);
    fx.skill("mixed/nodesc", ["name: nodesc"]);
    fx.skill("mixed/deep/er/nested", ok("nested"));
    mkdirSync(join(fx.path, "empty"));
  });
  afterAll(() => {
    fx.remove();
  });

  it("exits 0 with a ✓ summary when every skill is valid", () => {
    const run = validate([join(fx.path, "good")]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.lines).toEqual(["✓ 2 skills valid (lenient)"]);
  });

  it("says valid with warnings, and counts them, when a frontmatter had to be repaired", () => {
    fx.skill("repaired/unclosed", ["name: unclosed", "description: Does things.", "metadata: {x: [1, 2"]);
    fx.skill("repaired/fine", ok("fine"));
    const run = validate([join(fx.path, "repaired")]);
    expect(run.status).toBe(0);
    expect(run.lines).toEqual(["⚠ 2 skills valid (lenient), 1 with 2 warnings (--verbose lists them)"]);
  });

  it("prints the JSON array with dir as found under the path given", () => {
    const run = validate(["--json", "mixed"], { cwd: fx.path });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.reports().map((report) => report.dir)).toEqual([
      "mixed/fine",
      "mixed/hint",
      "mixed/nodesc",
      "mixed/deep/er/nested",
    ]);
    expect(byName(run.reports(), "mixed/nodesc")).toEqual({
      dir: "mixed/nodesc",
      name: null,
      valid: false,
      errors: ["frontmatter has no 'description'; a skill without one is skipped"],
      warnings: [],
    });
    expect(byName(run.reports(), "mixed/fine")).toEqual({
      dir: "mixed/fine",
      name: "fine",
      valid: true,
      errors: [],
      warnings: [],
    });
  });

  it("takes a skill folder, a SKILL.md file or '.' as the path ('.' has no folder name for skills-ref)", () => {
    expect(validate(["--json", "."], { cwd: join(fx.path, "good/alpha") }).reports()).toEqual([
      { dir: ".", name: "alpha", valid: true, errors: [], warnings: [] },
    ]);
    expect(validate(["--strict", "."], { cwd: join(fx.path, "good/alpha") }).lines[0]).toBe(
      "✗ .: Directory name '' must match skill name 'alpha'",
    );
    expect(
      validate(["--json", "good/beta/SKILL.md"], { cwd: fx.path })
        .reports()
        .map((report) => report.dir),
    ).toEqual(["good/beta"]);
    expect(
      validate(["--json", "good/", "good/alpha"], { cwd: fx.path })
        .reports()
        .map((report) => report.dir),
    ).toEqual(["good/alpha", "good/beta"]);
  });

  it("names each skill folder as join(path given, folder below it) would", () => {
    expect(
      validate(["--json", "./good"], { cwd: fx.path })
        .reports()
        .map((report) => report.dir),
    ).toEqual(["good/alpha", "good/beta"]);
    expect(
      validate(["--json", "mixed/../good"], { cwd: fx.path })
        .reports()
        .map((report) => report.dir),
    ).toEqual(["good/alpha", "good/beta"]);
    expect(
      validate(["--json", join(fx.path, "good")])
        .reports()
        .map((report) => report.dir),
    ).toEqual([join(fx.path, "good/alpha"), join(fx.path, "good/beta")]);
  });

  it("exits 1 with one line per invalid skill; --strict applies the reference rules", () => {
    const lenient = validate(["mixed"], { cwd: fx.path });
    expect(lenient.status).toBe(1);
    expect(lenient.lines).toEqual([
      "✗ mixed/nodesc: frontmatter has no 'description'; a skill without one is skipped",
      "✗ 1 of 4 skills invalid (lenient), 1 with 1 warning (--verbose lists them)",
    ]);
    const strict = validate(["--strict", "--verbose", "mixed"], { cwd: fx.path });
    expect(strict.lines).toContain(
      "✗ mixed/hint: Invalid YAML in frontmatter: While scanning — Found ugly disallowed JSONesque flow mapping (surround with ' and ' to make text appear literally) (line 4, column 16)",
    );
    expect(strict.lines).toContain("✗ mixed/nodesc: Missing required field in frontmatter: description");
    expect(strict.lines.at(-1)).toBe("✗ 2 of 4 skills invalid (strict: the reference validator's rules)");
  });

  it("lists warnings with --verbose", () => {
    const run = validate(["--verbose", "mixed"], { cwd: fx.path });
    expect(run.lines).toEqual([
      "⚠ mixed/hint: frontmatter field 'tags' is neither an Agent Skills field nor a Claude Code field; it is kept in unknownFields",
      "✗ mixed/nodesc: frontmatter has no 'description'; a skill without one is skipped",
      "✗ 1 of 4 skills invalid (lenient), 1 with 1 warning",
    ]);
  });

  it("exits 1 when a path holds no skill at all", () => {
    const run = validate([join(fx.path, "empty")]);
    expect(run.status).toBe(1);
    expect(run.lines[0]).toBe(`✗ no SKILL.md found under ${join(fx.path, "empty")}`);
    expect(validate(["--json", join(fx.path, "empty")]).stdout).toBe("[]\n");
  });
});

describe("skill-kit validate: usage errors (exit 2)", () => {
  it.each([
    [[], /^error: missing the path of a skill or of a folder of skills/],
    [["/no/such/folder"], /^error: path does not exist: \/no\/such\/folder/],
    [["--strict", "--profile", "codex", "."], /^error: --strict and --profile cannot be combined/],
    [["--profile", "cursor", "."], /^error: --profile must be one of claude-code, codex, gemini-cli, opencode; found "cursor"/],
    [["--budget", "lots", "."], /^error: --budget must be a whole number; found "lots"/],
    [["--fast", "."], /^error: unknown option "--fast" for skill-kit validate/],
  ])("%j", (args, message) => {
    const run = validate(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
  });

  it("prints its help on stderr, exit 0", () => {
    const run = validate(["--help"]);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("Usage: skill-kit validate <path>... [options]");
    expect(run.stderr).toContain("--profile <claude-code|codex|gemini-cli|opencode>");
  });
});

describe("skill-kit validate --profile", () => {
  let fx: Fixture;
  const verdicts = (host: string): Map<string, Report> =>
    new Map(
      validate(["--profile", host, "--json", "skills"], { cwd: fx.path })
        .reports()
        .map((report) => [report.dir, report]),
    );
  beforeAll(() => {
    fx = fixture();
    fx.file("skills/no-frontmatter/SKILL.md", "# Notes\n\nSummarise the notes the user pastes.\n");
    fx.file("skills/no-body/SKILL.md", "---\nname: no-body\n---\n");
    fx.skill("skills/colon", ["name: colon", "description: Use it: always"]);
    fx.skill("skills/dupkey", [...ok("dupkey"), "description: Twice."]);
    fx.skill("skills/no-name", ["description: Has no name."]);
    fx.skill("skills/.hidden", ok(".hidden"));
    fx.skill("skills/long", ok("long", `Long ${"word ".repeat(220)}`.trim()));
    fx.skill("skills/odd-name", ok('"odd:name"'));
    fx.skill("skills/group/inner", ok("inner"));
    fx.file("skills/lower/skill.md", "---\nname: lower\ndescription: Lowercase file name.\n---\n");
  });
  afterAll(() => {
    fx.remove();
  });

  it("claude-code: loads skills without usable frontmatter from the body's first paragraph", () => {
    const reports = verdicts("claude-code");
    expect(reports.get("skills/no-frontmatter")).toMatchObject({ name: "no-frontmatter", valid: true });
    expect(reports.get("skills/no-frontmatter")?.warnings).toContain(
      "Claude Code lists this skill as 'no-frontmatter' with the first paragraph of its body as the description",
    );
    expect(reports.get("skills/no-body")).toMatchObject({
      valid: false,
      errors: ["there is no description, and the body has no paragraph Claude Code could list instead"],
    });
    expect(reports.get("skills/colon")?.valid).toBe(true);
    expect(reports.get("skills/long")?.valid).toBe(true);
    expect(reports.get("skills/lower")?.errors).toEqual([
      "the file is named 'skill.md'; claude-code looks for 'SKILL.md' (exact case on case-sensitive file systems)",
    ]);
  });

  it("codex: no YAML repair, no duplicate keys, lengths on one line, no dot folders", () => {
    const reports = verdicts("codex");
    expect(reports.get("skills/colon")?.valid).toBe(false);
    expect(reports.get("skills/dupkey")?.errors).toEqual([
      expect.stringMatching(
        /^frontmatter at line 4, column 1: duplicate key 'description'.*serde_yaml, which refuses duplicate keys$/,
      ),
    ]);
    expect(reports.get("skills/.hidden")?.errors).toEqual([
      "the folder name '.hidden' starts with '.'; Codex skips such folders",
    ]);
    expect(reports.get("skills/long")?.errors).toEqual([
      "description is 1104 characters on one line; Codex refuses descriptions over 1024",
    ]);
    expect(reports.get("skills/no-name")).toMatchObject({ name: "no-name", valid: true });
    expect(reports.get("skills/no-frontmatter")?.valid).toBe(false);
  });

  it("gemini-cli: one folder deep, some name characters replaced", () => {
    const reports = verdicts("gemini-cli");
    expect(reports.get("skills/group/inner")?.warnings).toEqual([
      "the skill folder is 2 levels below the path given; gemini-cli only finds <skills folder>/SKILL.md and <skills folder>/*/SKILL.md",
    ]);
    expect(reports.get("skills/odd-name")?.warnings).toContain(
      `gemini-cli replaces : \\ / < > * ? " | in names with '-': it lists this skill as 'odd-name'`,
    );
    expect(reports.get("skills/colon")?.valid).toBe(true);
    expect(reports.get("skills/lower")?.valid).toBe(false);
  });

  it("opencode: needs a name in the frontmatter", () => {
    const reports = verdicts("opencode");
    expect(reports.get("skills/no-name")?.errors).toEqual([
      "frontmatter has no usable 'name'; the folder name 'no-name' is used instead; OpenCode needs a text 'name' and does not fall back to the folder name",
    ]);
    expect(reports.get("skills/dupkey")?.valid).toBe(true);
  });
});

describe("skill-kit validate: names used twice and the catalog budget", () => {
  let fx: Fixture;
  beforeAll(() => {
    fx = fixture();
    fx.skill("a/review", ok("review"));
    fx.skill("b/review", ok("Review"));
    fx.skill("b/unique", ok("unique"));
    for (let index = 0; index < 40; index += 1)
      fx.skill(
        `many/skill-${index}`,
        ok(`skill-${index}`, `Use this skill for task ${index}. ${"It does many careful things. ".repeat(9)}`.trim()),
      );
  });
  afterAll(() => {
    fx.remove();
  });

  it("reports a name used twice (case-insensitively) on both skills and exits 1", () => {
    const run = validate(["a", "b"], { cwd: fx.path });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      "✗ duplicate name 'review': a/review, b/review",
      "✗ 3 skills valid (lenient), 1 name used more than once, 2 with 4 warnings (--verbose lists them)",
    ]);
    const reports = validate(["--json", "a", "b"], { cwd: fx.path }).reports();
    expect(reports.every((report) => report.valid)).toBe(true);
    expect(byName(reports, "b/review")?.warnings).toContain(
      "duplicate name: 'Review' is also the name of a/review; a host loads only one of them",
    );
  });

  it("warns when the skill listing exceeds Claude Code's default budget of 8000 characters", () => {
    const run = validate(["many"], { cwd: fx.path });
    expect(run.status).toBe(0);
    expect(run.lines[0]).toMatch(
      /^⚠ catalog: 40 skills need \d+ characters, over the budget of 8000: 40 shortened, 0 listed by name only$/,
    );
    const reports = validate(["--json", "many"], { cwd: fx.path }).reports();
    expect(reports[0]?.warnings).toEqual([
      "catalog: the description is shortened in the skill listing (at most 1536 characters per skill and 8000 in all)",
    ]);
  });

  it("takes another budget with --budget", () => {
    expect(validate(["--budget", "100000", "many"], { cwd: fx.path }).lines).toEqual(["✓ 40 skills valid (lenient)"]);
    const tight = validate(["--budget", "300", "many"], { cwd: fx.path });
    expect(tight.lines[0]).toMatch(
      /^⚠ catalog: 40 skills need \d+ characters, over the budget of 300: 0 shortened, 40 listed by name only; even the names alone exceed it$/,
    );
    const last = validate(["--json", "--budget", "2000", "many"], { cwd: fx.path }).reports().at(-1);
    expect(last?.warnings).toEqual([
      expect.stringMatching(/^catalog: listed by name only: the 40 skills need \d+ characters and the catalog budget is 2000$/),
    ]);
  });
});

describe("skill-kit validate: many skills, across worker threads", () => {
  let fx: Fixture;
  beforeAll(() => {
    fx = fixture();
    for (let index = 0; index < 400; index += 1) {
      const name = `s-${String(index).padStart(4, "0")}`;
      fx.skill(`all/${name}`, index % 100 === 99 ? [`name: ${name}`] : ok(name), "Body.\n");
    }
    symlinkSync(join(fx.path, "all/s-0000"), join(fx.path, "all/zz-link"));
  });
  afterAll(() => {
    fx.remove();
  });

  it("checks them across threads and reports them in discovery order", () => {
    const run = validate(["--json", "all"], { cwd: fx.path, env: { SKILL_KIT_THREADS: "3" } });
    const reports = run.reports();
    expect(reports).toHaveLength(400);
    expect(reports.map((report) => report.dir)).toEqual(
      Array.from({ length: 400 }, (_, index) => `all/s-${String(index).padStart(4, "0")}`),
    );
    expect(reports.filter((report) => !report.valid).map((report) => report.name ?? report.dir)).toEqual([
      "all/s-0099",
      "all/s-0199",
      "all/s-0299",
      "all/s-0399",
    ]);
    expect(run.status).toBe(1);
    expect(validate(["--json", "all"], { cwd: fx.path, env: { SKILL_KIT_THREADS: "1" } }).stdout).toBe(run.stdout);
  });
});
