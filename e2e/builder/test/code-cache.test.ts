// The step program's V8 code cache: made by the build and shipped compressed, inflated once and
// accepted by the Node that built it, and only an optimisation (a cache V8 refuses, or none, gives
// the same answers). Another Node major (another V8) makes a cache of its own on its first step
// (issue 40): these tests build on this Node and run on Node 24 (tooling/release-tests/node24.mjs),
// and the other way round.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildFixture, builtRun, fixture, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-code-cache-");
afterAll(() => {
  sandbox.remove();
});

const skillDir = (skill: string) => dirname(dirname(builtRun(skill)));
const call = (run: string, args: readonly string[]) => {
  const out = spawnSync(run, args, { encoding: "utf8" });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
};
const start = ["--params", "{}"];
const advance = ["advance", "--step", "greet", "--output", '{"name":"Ada"}', "--history", "[]", "--params", "{}"];

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

  it("shipped compressed, is inflated by the first step on the Node that built it and kept beside the program for the next", () => {
    const copy = copyOfBuild("first-step");
    const bin = join(copy, "bin");
    const first = stepOn(process.execPath, copy);
    expect(first).toMatchObject({ status: 0, cache: `code cache: ${join(bin, `${program}.cache.br`)} taken` });
    const kept = ownCaches(bin);
    expect(kept).toEqual([`${program}.${v8Of(process.execPath)}.${kept[0]?.split(".").at(-2) ?? ""}.cache`]);
    expect(readFileSync(join(bin, kept[0] ?? ""))).toEqual(brotliDecompressSync(readFileSync(join(bin, `${program}.cache.br`))));
    const again = stepOn(process.execPath, copy);
    expect(again).toEqual({ ...first, cache: `code cache: ${join(bin, kept[0] ?? "")} taken` });
  });

  it("refused by V8 (another Node, or damaged), leaves the answers as they were", () => {
    const copy = join(sandbox.dir, "damaged");
    cpSync(skillDir("g2k"), copy, { recursive: true });
    const cache = join(copy, "bin", "get-to-know-you.main.cjs.cache.br");
    const size = brotliDecompressSync(readFileSync(cache)).length;
    writeFileSync(cache, brotliCompressSync(Buffer.alloc(size, 7)));
    for (const args of [start, advance]) expect(call(join(copy, "scripts", "run"), args)).toEqual(call(builtRun("g2k"), args));
  });

  it("is made without running the author's actions (the warm-up drives a skill of its own)", () => {
    const marker = join(sandbox.dir, "marker");
    const built = buildFixture(fixture("side-effects"), { key: "side-effects", env: { SKILL_KIT_MARKER: marker } });
    expect(existsSync(join(built, "bin", "side-effects.main.cjs.cache.br"))).toBe(true);
    expect(existsSync(marker)).toBe(false);
    const started = spawnSync(join(built, "scripts", "run"), start, {
      encoding: "utf8",
      env: { ...process.env, SKILL_KIT_MARKER: marker },
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

interface Step {
  readonly status: number | null;
  readonly stdout: string;
  /** The gate's `SKILL_KIT_DEBUG_CODE_CACHE` line: the cache it read, and what V8 made of it. */
  readonly cache: string;
}

const envOn = (node: string, extra: Readonly<Record<string, string>>) => ({
  ...process.env,
  PATH: `${dirname(node)}${delimiter}${process.env["PATH"] ?? ""}`,
  SKILL_KIT_DEBUG_CODE_CACHE: "1",
  ...extra,
});
const cacheLine = (stderr: string) => stderr.split("\n").find((line) => line.startsWith("code cache: ")) ?? "";

/** A step of the skill in `dir` through its `scripts/run`, on `node`. */
function stepOn(node: string, dir: string, extra: Readonly<Record<string, string>> = {}): Step {
  const out = spawnSync(join(dir, "scripts", "run"), start, { encoding: "utf8", env: envOn(node, extra) });
  return { status: out.status, stdout: out.stdout, cache: cacheLine(out.stderr) };
}

function stepOnAsync(node: string, dir: string): Promise<Step> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(dir, "scripts", "run"), start, { env: envOn(node, {}) });
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
/** A fresh copy of the g2k build made on this Node, as the build left it (no cache a step kept). */
function copyOfBuild(name: string): string {
  const copy = join(sandbox.dir, name);
  cpSync(skillDir("g2k"), copy, { recursive: true });
  for (const file of ownCaches(join(copy, "bin"))) rmSync(join(copy, "bin", file));
  return copy;
}
/** The first-run caches in a folder: `<program>.<v8 version>.<program id>.cache` (and no temporary file left). */
const ownCaches = (dir: string) =>
  readdirSync(dir).filter((file) => file.startsWith(`${program}.`) && file !== `${program}.cache.br`);

describe.runIf(otherNode !== undefined)("on another Node major than the one that built the skill", () => {
  const other = otherNode ?? process.execPath;
  const expected = () => call(builtRun("g2k"), start).stdout;

  it("the first step writes a cache for its V8 beside the program, and the next steps take it", () => {
    const copy = copyOfBuild("other-node");
    const first = stepOn(other, copy);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(expected());
    expect(first.cache).toMatch(/ none$/);
    const made = ownCaches(join(copy, "bin"));
    expect(made).toEqual([expect.stringContaining(`.${v8Of(other)}.`)]);
    const again = stepOn(other, copy);
    expect(again.stdout).toBe(expected());
    expect(again.cache).toBe(`code cache: ${join(copy, "bin", made[0] ?? "")} taken`);
    // This Node takes the build's own cache, inflated, and keeps it beside the other.
    expect(stepOn(process.execPath, copy).cache).toBe(`code cache: ${join(copy, "bin", `${program}.cache.br`)} taken`);
    expect(ownCaches(join(copy, "bin")).sort()).toEqual([...made, expect.stringContaining(`.${v8Of(process.execPath)}.`)].sort());
  });

  it("works the other way round: built on the other Node, run on this one", () => {
    const dir = join(sandbox.dir, "built-on-other");
    const build = spawnSync(other, [join(root, "apps/cli/dist/bin.js"), "build", fixture("g2k"), "-o", dir, "--no-typecheck"], {
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);
    expect(stepOn(other, dir).cache).toMatch(/main\.cjs\.cache\.br taken$/);
    const first = stepOn(process.execPath, dir);
    expect(first.stdout).toBe(expected());
    expect(first.cache).toMatch(/ none$/);
    const again = stepOn(process.execPath, dir);
    expect(again.stdout).toBe(expected());
    expect(again.cache).toMatch(new RegExp(`\\.${v8Of(process.execPath).replaceAll(".", "\\.")}\\.[0-9a-f]{16}\\.cache taken$`));
  });

  it("a damaged cache of its own is refused, the answers stay the same, and the step replaces it", () => {
    const copy = copyOfBuild("other-node-damaged");
    stepOn(other, copy);
    const [own] = ownCaches(join(copy, "bin"));
    const path = join(copy, "bin", own ?? "missing");
    writeFileSync(path, Buffer.alloc(statSync(path).size, 7));
    const refused = stepOn(other, copy);
    expect(refused.stdout).toBe(expected());
    expect(refused.cache).toBe(`code cache: ${path} refused`);
    expect(stepOn(other, copy).cache).toBe(`code cache: ${path} taken`);
  });

  it("where the program's folder cannot take it, goes to the user's cache folder, and never to one others can write", () => {
    const copy = copyOfBuild("other-node-read-only");
    const cacheHome = join(sandbox.dir, "cache-home");
    // A folder where the cache would go stops it from being written there, even for root.
    const first = stepOn(other, copy, { XDG_CACHE_HOME: cacheHome });
    expect(first.cache).toMatch(/ none$/);
    const [own] = ownCaches(join(copy, "bin"));
    const blocked = copyOfBuild("other-node-blocked");
    mkdirSync(join(blocked, "bin", own ?? "missing"));
    const cacheDir = join(cacheHome, "skill-kit", "code-cache");
    const writes = stepOn(other, blocked, { XDG_CACHE_HOME: cacheHome });
    expect(writes.stdout).toBe(expected());
    expect(readdirSync(cacheDir)).toEqual([own]);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);
    expect(stepOn(other, blocked, { XDG_CACHE_HOME: cacheHome }).cache).toBe(`code cache: ${join(cacheDir, own ?? "")} taken`);
    // Group- or world-writable: not read (nor written), and the step answers as usual.
    chmodSync(cacheDir, 0o777);
    const unsafe = stepOn(other, blocked, { XDG_CACHE_HOME: cacheHome });
    expect(unsafe.stdout).toBe(expected());
    expect(unsafe.cache).not.toContain(cacheDir);
    expect(unsafe.cache).toMatch(/ none$/);
  });

  it("concurrent first steps all answer, and leave one whole cache (written to a temporary file, then renamed)", async () => {
    const copy = copyOfBuild("other-node-concurrent");
    const steps = await Promise.all(Array.from({ length: 6 }, () => stepOnAsync(other, copy)));
    for (const step of steps) {
      expect(step.status).toBe(0);
      expect(step.stdout).toBe(expected());
    }
    const made = ownCaches(join(copy, "bin"));
    expect(made).toHaveLength(1);
    expect(stepOn(other, copy).cache).toBe(`code cache: ${join(copy, "bin", made[0] ?? "")} taken`);
  });
});
