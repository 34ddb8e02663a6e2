// Path safety: hostile session ids, unsafe --session-dir values and reference paths are refused
// with a clear message, and nothing is created or written outside the session directory.
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { execFileSync, spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fileReferences } from "@skill-kit/sessions";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { contractViolation, pool, report, startSession, timed } from "@skill-kit/test-utils/reliability/harness";

const sandbox = tempDir("skill-kit-reliability-paths-");
afterAll(() => {
  sandbox.remove();
});
const at = (name: string): string => join(sandbox.dir, name);
const sessions = at("sessions");
const listing = (dir: string): string[] => (existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : []);

describe("session ids", () => {
  const ids = [
    "../../etc/passwd",
    "/etc/passwd",
    "..",
    `${"a".repeat(32)}/../x`,
    "A".repeat(32),
    `${"a".repeat(31)}g`,
    "a".repeat(33),
    "%2e%2e%2f",
    `${"a".repeat(32)}\n`,
    "~root",
    "",
  ];
  it.each(["advance", "cleanup"])("%s refuses every id that is not 32 lowercase hex digits", async (command) => {
    await startSession("g2k", sessions);
    const before = readdirSync(sandbox.dir).sort();
    const tried = command === "advance" ? ids : ids.slice(0, 4);
    const outs = await pool(tried, 3, (id) =>
      timed("g2k", [command, "--session", id, "--step", "greet", "--output", "{}", "--session-dir", sessions]),
    );
    for (const out of outs) {
      expect(out.status).toBe(1);
      expect(contractViolation(out)).toBeUndefined();
      expect(out.stderr).toMatch(/session/i);
    }
    expect(readdirSync(sandbox.dir).sort()).toEqual(before);
    expect(readdirSync(sessions).every((name) => /^skill-kit-[0-9a-f]{32}\.jsonl$/.test(name))).toBe(true);
    report(`paths ${command}: ${tried.length} session ids refused, nothing created`);
  });
});

describe("--session-dir", () => {
  const cases: [string, () => string, RegExp][] = [
    [
      "a symlink to a private directory",
      () => {
        mkdirSync(at("real"), { mode: 0o700 });
        symlinkSync(at("real"), at("link"));
        return at("link");
      },
      /refusing session directory .*link: it is not a plain directory/,
    ],
    [
      "a group-writable directory",
      () => {
        mkdirSync(at("group"));
        chmodSync(at("group"), 0o770);
        return at("group");
      },
      /writable/i,
    ],
    [
      "a regular file",
      () => {
        writeFileSync(at("plain"), "");
        return at("plain");
      },
      /session directory .*plain: (EEXIST|it is not a plain directory)/,
    ],
    ["/dev/null", () => "/dev/null", /session directory \/dev\/null: (EEXIST|it is not a plain directory)/],
    ["a directory below a regular file", () => join(at("plain2"), "sub"), /session directory .*plain2\/sub/],
  ];
  it.each(cases)("%s is refused and nothing is written into it", async (_, make, message) => {
    if (!existsSync(at("plain2"))) writeFileSync(at("plain2"), "");
    const dir = make();
    const before = listing(dir);
    const out = await timed("g2k", ["--params", "{}", "--session", "new", "--session-dir", dir]);
    expect(out.status).toBe(1);
    expect(contractViolation(out)).toBeUndefined();
    expect(out.stderr).toMatch(message);
    expect(listing(dir)).toEqual(before);
    if (existsSync(at("real"))) expect(readdirSync(at("real"))).toEqual([]);
    report(`paths --session-dir: ${dir.replace(sandbox.dir, "<tmp>")} refused, nothing written`);
  });
});

describe("refs.load (the skill author's paths: no fixture lets the agent choose one)", () => {
  it("refuses .., absolute paths and symlinks out of references/", () => {
    mkdirSync(at("skill/references"), { recursive: true });
    writeFileSync(at("skill/references/ok.md"), "ok");
    writeFileSync(at("secret.txt"), "secret");
    symlinkSync(at("secret.txt"), at("skill/references/out.md"));
    symlinkSync("/dev/zero", at("skill/references/zero.md"));
    const refs = fileReferences(at("skill"));
    expect(refs.load("ok.md")).toBe("ok");
    for (const file of ["../../secret.txt", at("secret.txt"), "out.md", "zero.md", "/dev/zero"])
      expect(() => refs.load(file)).toThrow(/outside/);
  });
});

describe("refs.load on a FIFO inside references/", () => {
  // Only regular files are references: a FIFO would block the step forever.
  it("is refused at once", () => {
    mkdirSync(at("fifo-skill/references"), { recursive: true });
    execFileSync("mkfifo", [at("fifo-skill/references/pipe.md")]);
    const script = `import { fileReferences } from "@skill-kit/sessions"; try { fileReferences(${JSON.stringify(at("fifo-skill"))}).load("pipe.md"); } catch { process.exit(1); }`;
    const out = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      timeout: 5_000,
    });
    expect(out.status).toBe(1);
  });
});
