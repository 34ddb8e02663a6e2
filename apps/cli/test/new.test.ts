// `skill-kit new` through the real binary: help, refusals (nothing written), the files it writes.
// new-install.test.ts installs a scaffold and runs its scripts.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { projectVersions, toolVersions } from "@skill-kit/scaffold";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const root = fileURLToPath(new URL("../../../", import.meta.url));
const cliManifest = fileURLToPath(new URL("../package.json", import.meta.url));
const sandbox = mkdtempSync(join(tmpdir(), "skill-kit-new-test-"));
afterAll(() => {
  rmSync(sandbox, { recursive: true, force: true });
});

let count = 0;
/** A fresh folder inside the sandbox, to run in or to write into. */
const freshDir = (): string => {
  count += 1;
  const dir = join(sandbox, `case-${count}`);
  mkdirSync(dir);
  return dir;
};
// `new` from this checkout would pack our packages into vendor/ (new-install.test.ts covers that);
// these tests check the files and ranges, so they ask for registry ranges.
const skillKit = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [bin, ...(args[0] === "new" ? [...args, "--from-registry"] : args)], { cwd, encoding: "utf8" });
interface Manifest {
  readonly name?: string;
  readonly type?: string;
  readonly version?: string;
  readonly scripts?: Readonly<Record<string, string>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}
const readManifest = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Manifest;
const expectedFiles = [
  ".gitignore",
  "README.md",
  "package.json",
  "pnpm-workspace.yaml",
  "src",
  "src/skill.test.ts",
  "src/skill.ts",
  "tsconfig.json",
];
const listed = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).map((path) => path.split("\\").join("/")).sort();

describe("skill-kit new --help", () => {
  it("prints the command's help on stderr and exits 0", () => {
    const result = skillKit(freshDir(), "new", "--help");
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Usage: skill-kit new <name> [options]");
    expect(result.stderr).toContain("-d, --dir <path>");
  });

  it("is listed in skill-kit --help", () => {
    expect(skillKit(freshDir(), "--help").stderr).toMatch(/^ {2}new {8}scaffold a skill project/m);
  });
});

describe("skill-kit new refuses, exit 2, and writes nothing", () => {
  it.each([
    ["Demo", "it must be lowercase"],
    ["demo_skill", "it may contain only lowercase letters a-z, digits and '-'"],
    ["demo.skill", "it may contain only lowercase letters a-z, digits and '-'"],
    ["../demo", "it may contain only lowercase letters a-z, digits and '-'"],
    ["-demo", "unknown option"],
    ["demo-", "it must not start or end with '-'"],
    ["de--mo", "it must not contain '--'"],
    ["@me/demo", "scoped names are not supported"],
    ["a".repeat(65), "it is 65 characters long; a skill name has at most 64"],
    ["http", "Node.js built-in module"],
    ["con", "reserved file name on Windows"],
  ])("the name %j", (name, reason) => {
    const cwd = freshDir();
    const result = skillKit(cwd, "new", name);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: /);
    expect(result.stderr).toContain(reason);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("no name, or two", () => {
    const cwd = freshDir();
    expect(skillKit(cwd, "new").stderr).toMatch(/^error: missing the project name\nUsage: skill-kit new <name> \[options\]/);
    const two = skillKit(cwd, "new", "one", "two");
    expect(two.status).toBe(2);
    expect(two.stderr).toMatch(/^error: expected one project name, found 2: one two/);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("a folder that is not empty, and leaves it as it was", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "notes.txt"), "mine");
    const result = skillKit(sandbox, "new", "demo-skill", "--dir", dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`error: ${dir} is not empty (notes.txt); choose a new or empty folder with --dir\n`);
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("mine");
  });

  it("./<name> when it is not empty", () => {
    const cwd = freshDir();
    mkdirSync(join(cwd, "demo-skill", ".git"), { recursive: true });
    const result = skillKit(cwd, "new", "demo-skill");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("is not empty (.git)");
    expect(listed(cwd)).toEqual(["demo-skill", "demo-skill/.git"]);
  });

  it("a --dir that is a file", () => {
    const cwd = freshDir();
    writeFileSync(join(cwd, "taken"), "");
    const result = skillKit(cwd, "new", "demo-skill", "--dir", "taken");
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`error: ${join(cwd, "taken")} exists and is not a folder\n`);
  });
});

describe("skill-kit new writes a project", () => {
  it("into ./<name> by default, and says what to do next", () => {
    const cwd = freshDir();
    const result = skillKit(cwd, "new", "demo-skill");
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(`Created demo-skill in ${join(cwd, "demo-skill")}:\n  package.json\n`);
    expect(result.stderr).toContain(
      "Next:\n  cd demo-skill\n  npm install\n  npm test\n  npm run build\n  dist/demo-skill/scripts/run --params '{}'\n",
    );
    expect(listed(join(cwd, "demo-skill"))).toEqual(expectedFiles);
  });

  it("into an empty --dir (made with its parents when missing), with no staging folder left", () => {
    const empty = freshDir();
    expect(skillKit(sandbox, "new", "demo-skill", "--dir", empty).status).toBe(0);
    expect(listed(empty)).toEqual(expectedFiles);
    const nested = join(freshDir(), "a", "b");
    expect(skillKit(sandbox, "new", "demo-skill", "-d", nested).status).toBe(0);
    expect(listed(nested)).toEqual(expectedFiles);
  });

  it("names the package, the skill and the build output after <name>", () => {
    const dir = join(freshDir(), "p");
    expect(skillKit(sandbox, "new", "tide-notes", "--dir", dir).status).toBe(0);
    const manifest = readManifest(join(dir, "package.json"));
    expect(manifest.name).toBe("tide-notes");
    expect(manifest.type).toBe("module");
    expect(manifest.scripts).toEqual({
      build: "skill-kit build src/skill.ts -o dist/tide-notes",
      test: "vitest run",
      check: "skill-kit check src/skill.ts",
      typecheck: "tsc",
    });
    expect(readFileSync(join(dir, "src/skill.ts"), "utf8")).toContain('  name: "tide-notes",\n');
    expect(readFileSync(join(dir, "src/skill.test.ts"), "utf8")).toContain('describe("tide-notes", () => {');
    expect(readFileSync(join(dir, "README.md"), "utf8")).toMatch(/^# tide-notes\n/);
  });

  it("depends on the versions this CLI runs with, read from the installed manifests", () => {
    const dir = join(freshDir(), "p");
    expect(skillKit(sandbox, "new", "demo-skill", "--dir", dir).status).toBe(0);
    const manifest = readManifest(join(dir, "package.json"));
    const version = (path: string) => readManifest(join(root, path)).version ?? "(none)";
    const arktype = version("packages/core/node_modules/arktype/package.json");
    expect(manifest.dependencies).toEqual({ "@skill-kit/core": `^${version("packages/core/package.json")}`, arktype });
    expect(manifest.devDependencies).toEqual({
      "@skill-kit/cli": `^${version("apps/cli/package.json")}`,
      "@types/node": `^${toolVersions["@types/node"]}`,
      typescript: `^${toolVersions.typescript}`,
      vitest: `^${toolVersions.vitest}`,
    });
    expect(projectVersions(cliManifest).arktype).toBe(arktype);
  });

  it("falls back to TypeScript and vitest versions equal to the monorepo's catalog", () => {
    const workspace = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8");
    const catalog = (name: string) => new RegExp(`^ {2}${name}: (\\S+)$`, "m").exec(workspace)?.[1];
    expect(toolVersions).toEqual({
      typescript: catalog("typescript"),
      vitest: catalog("vitest"),
      "@types/node": catalog('"@types/node"'),
    });
  });
});

describe("when a write fails", () => {
  it.runIf(process.platform === "linux")(
    "exit 1 when the folder cannot be made, without hanging (Node 20's recursive mkdir spins on /proc)",
    () => {
      const result = spawnSync(process.execPath, [bin, "new", "demo-skill", "--dir", "/proc/skill-kit-new-test/p"], {
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /^error: could not write \/proc\/skill-kit-new-test\/p: ENOENT.*; nothing was left behind\n$/,
      );
    },
  );
});
