// The step program's V8 code cache: made by the build and shipped compressed, inflated once and
// accepted by the Node that built it, and only an optimisation (a cache V8 refuses, or none, gives
// the same answers). Another Node major (another V8) makes a cache of its own on its first step
// (issue 40): these tests build on this Node and run on Node 24 (tooling/release-tests/node24.mjs),
// and the other way round. Every cache a step keeps is in the user's cache folder, never in the
// skill's own (docs/decisions/2026-11-29-code-cache-in-user-folder.md): each test gives its steps an
// XDG_CACHE_HOME of its own under the sandbox (never the real home), and the skill's files are the
// same, byte for byte, after its steps, so `skill-kit install --check` still passes.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildFixture, builtRun, fixture, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-code-cache-");
afterAll(() => {
  sandbox.remove();
});

/** An XDG_CACHE_HOME of a test's own, and the folder the gate keeps its caches in under it. */
const cacheHome = (name: string) => {
  const home = join(sandbox.dir, `${name}-cache-home`);
  return { home, dir: join(home, "skill-kit", "code-cache") };
};
const calls = cacheHome("calls");
const skillDir = (skill: string) => dirname(dirname(builtRun(skill)));
const call = (run: string, args: readonly string[]) => {
  const out = spawnSync(run, args, { encoding: "utf8", env: { ...process.env, XDG_CACHE_HOME: calls.home } });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
};
const start = ["--params", "{}"];
const advance = ["advance", "--step", "greet", "--output", '{"name":"Ada"}', "--history", "[]", "--params", "{}"];
/** Every file under `dir` with the SHA-256 of its bytes: what a lock records and `install --check` compares. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[relative(dir, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  return files;
}

describe("the step program's code cache", () => {
  it("is accepted by the Node that built it", () => {
    const program = join(skillDir("g2k"), "bin", "get-to-know-you.main.cjs");
    const check = [
      'const { readFileSync } = require("node:fs");',
      'const { Script } = require("node:vm");',
      `const file = ${JSON.stringify(program)};`,
      'const source = "(function (exports, require, module, __filename, __dirname) {" + readFileSync(file, "utf8") + "\\n})";',
      'const cachedData = require("node:zlib").brotliDecompressSync(readFileSync(file + ".cache.br"));',
      "const script = new Script(source, { filename: file, cachedData });",
      "process.stdout.write(String(script.cachedDataRejected));",
    ].join("\n");
    expect(spawnSync(process.execPath, ["-e", check], { encoding: "utf8" }).stdout).toBe("false");
  });

  it("shipped compressed, is inflated by the first step on the Node that built it and kept in the user's cache folder for the next", () => {
    const copy = copyOfBuild("first-step");
    const shipped = filesOf(copy);
    const bin = join(copy, "bin");
    const cache = cacheHome("first-step");
    const first = stepOn(process.execPath, copy, { home: cache.home });
    expect(first).toMatchObject({ status: 0, cache: `code cache: ${join(bin, `${program}.cache.br`)} taken` });
    const kept = readdirSync(cache.dir);
    expect(kept).toEqual([
      expect.stringMatching(new RegExp(`^${escaped(`${program}.${v8Of(process.execPath)}.`)}[0-9a-f]{16}\\.cache$`)),
    ]);
    expect(readFileSync(join(cache.dir, kept[0] ?? ""))).toEqual(
      brotliDecompressSync(readFileSync(join(bin, `${program}.cache.br`))),
    );
    const again = stepOn(process.execPath, copy, { home: cache.home });
    expect(again).toEqual({ ...first, cache: `code cache: ${join(cache.dir, kept[0] ?? "")} taken` });
    expect(filesOf(copy)).toEqual(shipped);
  });

  it("refused by V8 (another Node, or damaged), leaves the answers as they were", () => {
    const copy = copyOfBuild("damaged");
    const cache = join(copy, "bin", `${program}.cache.br`);
    const size = brotliDecompressSync(readFileSync(cache)).length;
    writeFileSync(cache, brotliCompressSync(Buffer.alloc(size, 7)));
    for (const args of [start, advance]) {
      // A folder of its own each: the first step that refuses it keeps a cache of what it compiled there.
      const step = stepOn(process.execPath, copy, { home: cacheHome(`damaged-${String(args[0])}`).home, args });
      expect(step.cache).toBe(`code cache: ${cache} refused`);
      expect({ status: step.status, stdout: step.stdout }).toEqual({ status: 0, stdout: call(builtRun("g2k"), args).stdout });
    }
  });

  it("is made without running the author's actions (the warm-up drives a skill of its own)", () => {
    const marker = join(sandbox.dir, "marker");
    const built = buildFixture(fixture("side-effects"), { key: "side-effects", env: { SKILL_KIT_MARKER: marker } });
    expect(existsSync(join(built, "bin", "side-effects.main.cjs.cache.br"))).toBe(true);
    expect(existsSync(marker)).toBe(false);
    const started = spawnSync(join(built, "scripts", "run"), start, {
      encoding: "utf8",
      env: { ...process.env, SKILL_KIT_MARKER: marker, XDG_CACHE_HOME: calls.home },
    });
    expect(started.stdout).toContain('"step":"ask"');
    expect(readFileSync(marker, "utf8")).toBe("action\n");
  });

  it("is not made for a program with import(), which runs as a plain require", () => {
    const bin = join(skillDir("dynamic-import"), "bin");
    expect(readdirSync(bin).filter((file) => file.includes(".cache"))).toEqual([]);
    expect(readFileSync(join(bin, "dynamic-import.cjs"), "utf8")).toContain('require("./dynamic-import.main.cjs");');
    const done = call(builtRun("dynamic-import"), ["advance", "--step", "ask", "--output", '{"said":"hi"}', "--history", "[]"]);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('"step":"done"');
  });

  it("where the user's cache folder cannot be used, keeps nothing: every step inflates the shipped cache again", () => {
    const copy = copyOfBuild("no-cache-folder");
    const shipped = filesOf(copy);
    const file = join(sandbox.dir, "cache-home-is-a-file");
    writeFileSync(file, "");
    for (let step = 0; step < 2; step += 1)
      expect(stepOn(process.execPath, copy, { home: file })).toMatchObject({
        status: 0,
        cache: `code cache: ${join(copy, "bin", `${program}.cache.br`)} taken`,
      });
    expect(filesOf(copy)).toEqual(shipped);
  });
});

const root = fileURLToPath(new URL("../../..", import.meta.url));
/** Node 24, when this is another major (on CI's Node 24 pass, there is no other Node to build or run with). */
const otherNode = ((): string | undefined => {
  if (process.versions.node.startsWith("24.")) return undefined;
  const found = spawnSync(process.execPath, [join(root, "tooling/release-tests/node24.mjs")], { encoding: "utf8" });
  if (found.status !== 0) throw new Error(`no Node 24: ${found.stderr}`);
  return found.stdout.trim();
})();
const v8Of = (node: string) => spawnSync(node, ["-p", "process.versions.v8"], { encoding: "utf8" }).stdout.trim();
const escaped = (text: string) => text.replaceAll(".", "\\.");

interface Step {
  readonly status: number | null;
  readonly stdout: string;
  /** The gate's `SKILL_KIT_DEBUG_CODE_CACHE` line: the cache it read, and what V8 made of it. */
  readonly cache: string;
}

/** The step's XDG_CACHE_HOME (one of the test's own, never the real home), and its arguments (a start by default). */
interface StepOptions {
  readonly home: string;
  readonly args?: readonly string[];
}

const envOn = (node: string, home: string) => ({
  ...process.env,
  PATH: `${dirname(node)}${delimiter}${process.env["PATH"] ?? ""}`,
  SKILL_KIT_DEBUG_CODE_CACHE: "1",
  XDG_CACHE_HOME: home,
});
const cacheLine = (stderr: string) => stderr.split("\n").find((line) => line.startsWith("code cache: ")) ?? "";

/** A step of the skill in `dir` through its `scripts/run`, on `node`. */
function stepOn(node: string, dir: string, options: StepOptions): Step {
  const out = spawnSync(join(dir, "scripts", "run"), options.args ?? start, { encoding: "utf8", env: envOn(node, options.home) });
  return { status: out.status, stdout: out.stdout, cache: cacheLine(out.stderr) };
}

function stepOnAsync(node: string, dir: string, home: string): Promise<Step> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(dir, "scripts", "run"), start, { env: envOn(node, home) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (status) => {
      resolve({ status, stdout, cache: cacheLine(stderr) });
    });
  });
}

const program = "get-to-know-you.main.cjs";
/** A fresh copy of the g2k build made on this Node: its bin/ as the build left it, whatever steps ran from it. */
function copyOfBuild(name: string): string {
  const copy = join(sandbox.dir, name);
  cpSync(skillDir("g2k"), copy, { recursive: true });
  expect(readdirSync(join(copy, "bin")).filter((file) => file.startsWith(`${program}.`))).toEqual([`${program}.cache.br`]);
  return copy;
}

describe.runIf(otherNode !== undefined)("on another Node major than the one that built the skill", () => {
  const other = otherNode ?? process.execPath;
  const expected = () => call(builtRun("g2k"), start).stdout;

  it("the first step writes a cache for its V8 in the user's cache folder, and the next steps take it", () => {
    const copy = copyOfBuild("other-node");
    const shipped = filesOf(copy);
    const cache = cacheHome("other-node");
    const first = stepOn(other, copy, { home: cache.home });
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(expected());
    expect(first.cache).toMatch(/ none$/);
    const made = readdirSync(cache.dir);
    expect(made).toEqual([expect.stringContaining(`.${v8Of(other)}.`)]);
    expect(statSync(cache.dir).mode & 0o777).toBe(0o700);
    const again = stepOn(other, copy, { home: cache.home });
    expect(again.stdout).toBe(expected());
    expect(again.cache).toBe(`code cache: ${join(cache.dir, made[0] ?? "")} taken`);
    // This Node takes the build's own cache, inflated, and keeps it beside the other.
    expect(stepOn(process.execPath, copy, { home: cache.home }).cache).toBe(
      `code cache: ${join(copy, "bin", `${program}.cache.br`)} taken`,
    );
    expect(readdirSync(cache.dir).sort()).toEqual([...made, expect.stringContaining(`.${v8Of(process.execPath)}.`)].sort());
    expect(filesOf(copy)).toEqual(shipped);
  });

  it("works the other way round: built on the other Node, run on this one", () => {
    const dir = join(sandbox.dir, "built-on-other");
    const build = spawnSync(other, [join(root, "apps/cli/dist/bin.js"), "build", fixture("g2k"), "-o", dir, "--no-typecheck"], {
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);
    const shipped = filesOf(dir);
    const cache = cacheHome("built-on-other");
    expect(stepOn(other, dir, { home: cache.home }).cache).toMatch(/main\.cjs\.cache\.br taken$/);
    const first = stepOn(process.execPath, dir, { home: cache.home });
    expect(first.stdout).toBe(expected());
    expect(first.cache).toMatch(/ none$/);
    const again = stepOn(process.execPath, dir, { home: cache.home });
    expect(again.stdout).toBe(expected());
    expect(again.cache).toMatch(
      new RegExp(`^code cache: ${escaped(cache.dir)}/.+\\.${escaped(v8Of(process.execPath))}\\.[0-9a-f]{16}\\.cache taken$`),
    );
    expect(filesOf(dir)).toEqual(shipped);
  });

  it("a damaged cache of its own is refused, the answers stay the same, and the step replaces it", () => {
    const copy = copyOfBuild("other-node-damaged");
    const cache = cacheHome("other-node-damaged");
    stepOn(other, copy, { home: cache.home });
    const [own] = readdirSync(cache.dir);
    const path = join(cache.dir, own ?? "missing");
    writeFileSync(path, Buffer.alloc(statSync(path).size, 7));
    const refused = stepOn(other, copy, { home: cache.home });
    expect(refused.stdout).toBe(expected());
    expect(refused.cache).toBe(`code cache: ${path} refused`);
    expect(stepOn(other, copy, { home: cache.home }).cache).toBe(`code cache: ${path} taken`);
  });

  it("never reads or writes a cache folder others can write, nor one that is a file: the step answers as usual", () => {
    const copy = copyOfBuild("other-node-unsafe");
    const shipped = filesOf(copy);
    const cache = cacheHome("other-node-unsafe");
    stepOn(other, copy, { home: cache.home });
    const [own] = readdirSync(cache.dir);
    expect(stepOn(other, copy, { home: cache.home }).cache).toBe(`code cache: ${join(cache.dir, own ?? "")} taken`);
    // Group- or world-writable: the cache there, good as it is, is not read, and nothing is written.
    chmodSync(cache.dir, 0o777);
    for (let step = 0; step < 2; step += 1) {
      const unsafe = stepOn(other, copy, { home: cache.home });
      expect(unsafe.stdout).toBe(expected());
      expect(unsafe.cache).toBe(`code cache: ${join(cache.dir, own ?? "")} none`);
    }
    expect(readdirSync(cache.dir)).toEqual([own]);
    const file = join(sandbox.dir, "other-node-cache-home-is-a-file");
    writeFileSync(file, "");
    expect(stepOn(other, copy, { home: file })).toMatchObject({ status: 0, stdout: expected() });
    expect(filesOf(copy)).toEqual(shipped);
  });

  it("concurrent first steps all answer, and leave one whole cache (written to a temporary file, then renamed)", async () => {
    const copy = copyOfBuild("other-node-concurrent");
    const cache = cacheHome("other-node-concurrent");
    const steps = await Promise.all(Array.from({ length: 6 }, () => stepOnAsync(other, copy, cache.home)));
    for (const step of steps) {
      expect(step.status).toBe(0);
      expect(step.stdout).toBe(expected());
    }
    const made = readdirSync(cache.dir);
    expect(made).toHaveLength(1);
    expect(stepOn(other, copy, { home: cache.home }).cache).toBe(`code cache: ${join(cache.dir, made[0] ?? "")} taken`);
  });
});

/**
 * An attacker's view: a step must not change what was installed. The g2k build, installed with
 * `skill-kit add` (its lock records each file's bytes), runs steps on the Node that built it and on
 * another; then `skill-kit install --check` passes, and the installed files are the same bytes.
 */
describe("a step never changes the skill's folder", () => {
  const cli = join(root, "apps/cli/dist/bin.js");
  const home = join(sandbox.dir, "install-home");
  const skillKit = (args: readonly string[], cwd: string) =>
    spawnSync(process.execPath, [cli, ...args], {
      cwd,
      encoding: "utf8",
      env: { ...process.env, HOME: home, XDG_CACHE_HOME: join(home, ".cache") },
    });

  it("`skill-kit install --check` passes after steps on each Node, with and without a usable cache folder", () => {
    const vendor = join(sandbox.dir, "vendor", "get-to-know-you");
    cpSync(skillDir("g2k"), vendor, { recursive: true });
    const project = join(sandbox.dir, "project");
    mkdirSync(project);
    mkdirSync(home);
    // A built skill scans clean, so `add` takes it as it is.
    const added = skillKit(["add", "../vendor/get-to-know-you", "--agent", "generic"], project);
    expect(added.status, added.stderr).toBe(0);
    const installed = join(project, ".agents", "skills", "get-to-know-you");
    const locked = filesOf(installed);
    expect(Object.keys(locked)).toContain(`bin/${program}.cache.br`);
    const cache = cacheHome("installed");
    const file = join(sandbox.dir, "installed-cache-home-is-a-file");
    writeFileSync(file, "");
    for (const node of otherNode === undefined ? [process.execPath] : [process.execPath, otherNode])
      for (const stepHome of [cache.home, cache.home, file])
        for (const args of [start, advance]) expect(stepOn(node, installed, { home: stepHome, args }).status).toBe(0);
    expect(readdirSync(cache.dir)).toHaveLength(otherNode === undefined ? 1 : 2);
    const check = skillKit(["install", "--check"], project);
    expect(check.stderr).toBe("✓ get-to-know-you\n");
    expect(check.status).toBe(0);
    expect(filesOf(installed)).toEqual(locked);
  });
});
