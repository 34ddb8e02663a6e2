// The version gate's code cache on its own, with a small program in a temporary folder: the build's
// compressed cache inflated once on the V8 that made it, a cache of its own on another
// (docs/building.md, "A code cache per Node").
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Script } from "node:vm";
import { brotliCompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { versionGate } from "./code-cache.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-gate-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const programId = "0123456789abcdef";
/** A folder with a gate and a program that prints its argument and exits with the code after it. */
const programText =
  'const [said, code] = process.argv.slice(2); process.stdout.write(said); process.exitCode = Number(code ?? "0");\n';
function gateIn(name: string, v8: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "p.main.cjs"), programText);
  writeFileSync(join(dir, "p.cjs"), versionGate("p", "p.main.cjs", { v8, program: programId }));
  return dir;
}
const run = (dir: string, args: readonly string[], env: Readonly<Record<string, string>> = {}) => {
  const out = spawnSync(process.execPath, [join(dir, "p.cjs"), ...args], {
    encoding: "utf8",
    env: { ...process.env, SKILL_KIT_DEBUG_CODE_CACHE: "1", XDG_CACHE_HOME: join(root, "cache-home"), ...env },
  });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr.trim() };
};
const own = `p.main.cjs.${process.versions.v8}.${programId}.cache`;

describe("the version gate's code cache", () => {
  it("on the V8 the build's cache fits, inflates the shipped one on the first step and keeps it as it is for the next", () => {
    const dir = gateIn("same-v8", process.versions.v8);
    // The build's cache as the build ships it: V8's bytes for the gate's source, compressed.
    const source = `(function (exports, require, module, __filename, __dirname) {${programText}\n})`;
    const made = new Script(source, { filename: join(dir, "p.main.cjs") }).createCachedData();
    writeFileSync(join(dir, "p.main.cjs.cache.br"), brotliCompressSync(made));
    expect(run(dir, ["hi"])).toEqual({
      status: 0,
      stdout: "hi",
      stderr: `code cache: ${join(dir, "p.main.cjs.cache.br")} taken`,
    });
    expect(readFileSync(join(dir, own))).toEqual(made);
    expect(run(dir, ["again"])).toEqual({ status: 0, stdout: "again", stderr: `code cache: ${join(dir, own)} taken` });
  });

  it("a shipped cache that does not inflate is passed over: the step compiles, answers and writes its own", () => {
    const dir = gateIn("not-brotli", process.versions.v8);
    writeFileSync(join(dir, "p.main.cjs.cache.br"), "not brotli");
    expect(run(dir, ["x"])).toEqual({ status: 0, stdout: "x", stderr: `code cache: ${join(dir, "p.main.cjs.cache.br")} none` });
    expect(run(dir, ["y"]).stderr).toBe(`code cache: ${join(dir, own)} taken`);
  });

  it("on another V8, the first step that exits with 0 writes a cache of its own, and the next takes it", () => {
    const dir = gateIn("other-v8", "1.2.3-not-this-one");
    expect(run(dir, ["a", "3"])).toMatchObject({ status: 3, stdout: "a", stderr: `code cache: ${join(dir, own)} none` });
    expect(readdirSync(dir)).not.toContain(own);
    expect(run(dir, ["b"])).toMatchObject({ status: 0, stdout: "b" });
    expect(readdirSync(dir).sort()).toEqual(["p.cjs", own, "p.main.cjs"].sort());
    expect(run(dir, ["c"])).toEqual({ status: 0, stdout: "c", stderr: `code cache: ${join(dir, own)} taken` });
  });

  it("a damaged cache of its own is refused and replaced", () => {
    const dir = gateIn("damaged", "1.2.3-not-this-one");
    writeFileSync(join(dir, own), "not a cache");
    expect(run(dir, ["d"])).toEqual({ status: 0, stdout: "d", stderr: `code cache: ${join(dir, own)} refused` });
    expect(run(dir, ["e"]).stderr).toBe(`code cache: ${join(dir, own)} taken`);
  });

  it("where the program's folder cannot take it, uses the user's cache folder; a step never fails for it", () => {
    const dir = gateIn("blocked", "1.2.3-not-this-one");
    mkdirSync(join(dir, own));
    const cacheHome = join(root, "blocked-cache-home");
    expect(run(dir, ["f"], { XDG_CACHE_HOME: cacheHome })).toMatchObject({ status: 0, stdout: "f" });
    const inCacheDir = join(cacheHome, "skill-kit", "code-cache", own);
    expect(run(dir, ["g"], { XDG_CACHE_HOME: cacheHome })).toEqual({
      status: 0,
      stdout: "g",
      stderr: `code cache: ${inCacheDir} taken`,
    });
    // A cache folder that is a file: nowhere to write, and the step still answers.
    const nowhere = join(root, "nowhere");
    writeFileSync(nowhere, "");
    expect(run(dir, ["h"], { XDG_CACHE_HOME: nowhere })).toMatchObject({ status: 0, stdout: "h" });
    expect(readdirSync(dir).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });
});
