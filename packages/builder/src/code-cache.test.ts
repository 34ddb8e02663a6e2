// The version gate's code cache on its own, with a small program in a temporary folder: the build's
// compressed cache inflated once on the V8 that made it, a cache of its own on another, each kept
// in the user's cache folder and never in the skill's folder (docs/building.md, "A code cache per
// Node"; docs/decisions/2026-11-29-code-cache-in-user-folder.md). Every run gets XDG_CACHE_HOME (and
// HOME) in a temporary folder: never the real home.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { Script } from "node:vm";
import { brotliCompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { programId, versionGate } from "./code-cache.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-gate-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A program that prints its argument and exits with the code after it. */
const programText =
  'const [said, code] = process.argv.slice(2); process.stdout.write(said); process.exitCode = Number(code ?? "0");\n';
/** A skill folder with a gate and a program, the gate naming the program by its id as the build does. */
function gateIn(name: string, v8: string, text = programText): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "p.main.cjs"), text);
  writeFileSync(join(dir, "p.cjs"), versionGate("p", "p.main.cjs", { v8, program: programId(join(dir, "p.main.cjs")) }));
  return dir;
}
/** A fresh XDG_CACHE_HOME of its own, and the folder the gate keeps its caches in under it. */
function cacheHome(name: string): { readonly home: string; readonly dir: string } {
  const home = join(root, `${name}-cache-home`);
  return { home, dir: join(home, "skill-kit", "code-cache") };
}
const run = (dir: string, args: readonly string[], env: Readonly<Record<string, string>>) => {
  const out = spawnSync(process.execPath, [join(dir, "p.cjs"), ...args], {
    encoding: "utf8",
    env: { ...process.env, SKILL_KIT_DEBUG_CODE_CACHE: "1", HOME: join(root, "no-home"), ...env },
  });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr.trim() };
};
/** The name of the cache of this V8 for the program in `dir`. */
const ownName = (dir: string) => `p.main.cjs.${process.versions.v8}.${programId(join(dir, "p.main.cjs"))}.cache`;
/** Every file under `dir` with its bytes: what `skill-kit install --check` compares to the lock. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[relative(dir, path)] = readFileSync(path).toString("base64");
    }
  return files;
}
/** V8's cache for the gate's source of `text`, as the build makes it. */
const v8Cache = (text: string, file: string) =>
  new Script(`(function (exports, require, module, __filename, __dirname) {${text}\n})`, { filename: file }).createCachedData();

describe("the version gate's code cache", () => {
  it("on the V8 the build's cache fits, inflates the shipped one on the first step and keeps it in the user's cache folder", () => {
    const dir = gateIn("same-v8", process.versions.v8);
    const made = v8Cache(programText, join(dir, "p.main.cjs"));
    writeFileSync(join(dir, "p.main.cjs.cache.br"), brotliCompressSync(made));
    const shipped = filesOf(dir);
    const cache = cacheHome("same-v8");
    expect(run(dir, ["hi"], { XDG_CACHE_HOME: cache.home })).toEqual({
      status: 0,
      stdout: "hi",
      stderr: `code cache: ${join(dir, "p.main.cjs.cache.br")} taken`,
    });
    expect(readdirSync(cache.dir)).toEqual([ownName(dir)]);
    expect(readFileSync(join(cache.dir, ownName(dir)))).toEqual(made);
    expect(statSync(cache.dir).mode & 0o777).toBe(0o700);
    expect(run(dir, ["again"], { XDG_CACHE_HOME: cache.home })).toEqual({
      status: 0,
      stdout: "again",
      stderr: `code cache: ${join(cache.dir, ownName(dir))} taken`,
    });
    expect(filesOf(dir)).toEqual(shipped);
  });

  it("a shipped cache that does not inflate is passed over: the step compiles, answers and keeps its own", () => {
    const dir = gateIn("not-brotli", process.versions.v8);
    writeFileSync(join(dir, "p.main.cjs.cache.br"), "not brotli");
    const shipped = filesOf(dir);
    const cache = cacheHome("not-brotli");
    expect(run(dir, ["x"], { XDG_CACHE_HOME: cache.home })).toEqual({
      status: 0,
      stdout: "x",
      stderr: `code cache: ${join(dir, "p.main.cjs.cache.br")} none`,
    });
    expect(run(dir, ["y"], { XDG_CACHE_HOME: cache.home }).stderr).toBe(`code cache: ${join(cache.dir, ownName(dir))} taken`);
    expect(filesOf(dir)).toEqual(shipped);
  });

  it("on another V8, the first step that exits with 0 keeps a cache of its own in the user's folder, and the next takes it", () => {
    const dir = gateIn("other-v8", "1.2.3-not-this-one");
    const shipped = filesOf(dir);
    const cache = cacheHome("other-v8");
    const env = { XDG_CACHE_HOME: cache.home };
    const own = join(cache.dir, ownName(dir));
    expect(run(dir, ["a", "3"], env)).toEqual({ status: 3, stdout: "a", stderr: `code cache: ${own} none` });
    expect(readdirSync(root)).not.toContain("other-v8-cache-home");
    expect(run(dir, ["b"], env)).toMatchObject({ status: 0, stdout: "b" });
    expect(readdirSync(cache.dir)).toEqual([ownName(dir)]);
    expect(run(dir, ["c"], env)).toEqual({ status: 0, stdout: "c", stderr: `code cache: ${own} taken` });
    expect(filesOf(dir)).toEqual(shipped);
  });

  it("without XDG_CACHE_HOME, or with one that is not absolute, uses ~/.cache/skill-kit/code-cache", () => {
    const dir = gateIn("home", "1.2.3-not-this-one");
    const shipped = filesOf(dir);
    const home = join(root, "a-home");
    const own = join(home, ".cache", "skill-kit", "code-cache", ownName(dir));
    expect(run(dir, ["i"], { HOME: home, XDG_CACHE_HOME: "" }).stderr).toBe(`code cache: ${own} none`);
    // A relative XDG_CACHE_HOME would be read from the current folder, which may be the skill's own.
    const relativeHome = spawnSync(process.execPath, [join(dir, "p.cjs"), "j"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SKILL_KIT_DEBUG_CODE_CACHE: "1", HOME: home, XDG_CACHE_HOME: "." },
    });
    expect(relativeHome.stderr.trim()).toBe(`code cache: ${own} taken`);
    expect(filesOf(dir)).toEqual(shipped);
  });

  it("a damaged cache of its own is refused and replaced", () => {
    const dir = gateIn("damaged", "1.2.3-not-this-one");
    const cache = cacheHome("damaged");
    mkdirSync(cache.dir, { recursive: true, mode: 0o700 });
    const own = join(cache.dir, ownName(dir));
    writeFileSync(own, "not a cache");
    expect(run(dir, ["d"], { XDG_CACHE_HOME: cache.home })).toEqual({
      status: 0,
      stdout: "d",
      stderr: `code cache: ${own} refused`,
    });
    expect(run(dir, ["e"], { XDG_CACHE_HOME: cache.home }).stderr).toBe(`code cache: ${own} taken`);
  });

  it("never reads or writes a cache folder others can write: on the building V8 each step inflates the shipped cache again", () => {
    const dir = gateIn("unsafe", process.versions.v8);
    writeFileSync(join(dir, "p.main.cjs.cache.br"), brotliCompressSync(v8Cache(programText, join(dir, "p.main.cjs"))));
    const shipped = filesOf(dir);
    const cache = cacheHome("unsafe");
    mkdirSync(cache.dir, { recursive: true });
    chmodSync(cache.dir, 0o777);
    // A cache someone else left there, which V8 would take: it is not even read.
    const planted = join(cache.dir, ownName(dir));
    writeFileSync(planted, v8Cache(programText, join(dir, "p.main.cjs")));
    utimesSync(planted, 0, 0);
    for (const said of ["f", "g"])
      expect(run(dir, [said], { XDG_CACHE_HOME: cache.home })).toEqual({
        status: 0,
        stdout: said,
        stderr: `code cache: ${join(dir, "p.main.cjs.cache.br")} taken`,
      });
    expect(readdirSync(cache.dir)).toEqual([ownName(dir)]);
    // Nor written: a step that wrote it would have renamed a new file into place.
    expect(statSync(planted).mtimeMs).toBe(0);
    expect(filesOf(dir)).toEqual(shipped);
    // Group-writable only: the same.
    chmodSync(cache.dir, 0o770);
    rmSync(planted);
    expect(run(dir, ["h"], { XDG_CACHE_HOME: cache.home })).toMatchObject({ status: 0, stdout: "h" });
    expect(readdirSync(cache.dir)).toEqual([]);
  });

  it("on another V8, with a cache folder others can write, compiles every step and keeps nothing", () => {
    const dir = gateIn("unsafe-other-v8", "1.2.3-not-this-one");
    const shipped = filesOf(dir);
    const cache = cacheHome("unsafe-other-v8");
    mkdirSync(cache.dir, { recursive: true });
    chmodSync(cache.dir, 0o707);
    const own = join(cache.dir, ownName(dir));
    for (const said of ["k", "l"])
      expect(run(dir, [said], { XDG_CACHE_HOME: cache.home })).toEqual({
        status: 0,
        stdout: said,
        stderr: `code cache: ${own} none`,
      });
    expect(readdirSync(cache.dir)).toEqual([]);
    expect(filesOf(dir)).toEqual(shipped);
  });

  it.runIf(process.getuid?.() === 0)("never reads or writes a cache folder of another user", () => {
    const dir = gateIn("other-owner", "1.2.3-not-this-one");
    const cache = cacheHome("other-owner");
    mkdirSync(cache.dir, { recursive: true, mode: 0o700 });
    const own = join(cache.dir, ownName(dir));
    writeFileSync(own, v8Cache(programText, join(dir, "p.main.cjs")));
    chownSync(cache.dir, 4242, 4242);
    expect(run(dir, ["m"], { XDG_CACHE_HOME: cache.home })).toEqual({
      status: 0,
      stdout: "m",
      stderr: `code cache: ${own} none`,
    });
    expect(readdirSync(cache.dir)).toEqual([ownName(dir)]);
  });

  it("a cache folder that is a file: nothing is kept, and the step still answers", () => {
    const dir = gateIn("blocked", "1.2.3-not-this-one");
    const shipped = filesOf(dir);
    const nowhere = join(root, "nowhere");
    writeFileSync(nowhere, "");
    for (const said of ["n", "o"])
      expect(run(dir, [said], { XDG_CACHE_HOME: nowhere })).toMatchObject({ status: 0, stdout: said });
    expect(readFileSync(nowhere, "utf8")).toBe("");
    // The folder itself a file: the same.
    const cache = cacheHome("blocked");
    mkdirSync(join(cache.home, "skill-kit"), { recursive: true });
    writeFileSync(cache.dir, "");
    expect(run(dir, ["p"], { XDG_CACHE_HOME: cache.home })).toMatchObject({ status: 0, stdout: "p" });
    expect(filesOf(dir)).toEqual(shipped);
  });

  it("names each cache by its program's bytes: programs of the same name never share one, the same program does", () => {
    const cache = cacheHome("two-skills");
    const env = { XDG_CACHE_HOME: cache.home };
    const first = gateIn("skill-one", "1.2.3-not-this-one");
    const other = gateIn("skill-two", "1.2.3-not-this-one", `${programText}// another program\n`);
    const same = gateIn("skill-three", "1.2.3-not-this-one");
    expect(ownName(first)).not.toBe(ownName(other));
    expect(ownName(first)).toBe(ownName(same));
    run(first, ["q"], env);
    expect(run(other, ["r"], env).stderr).toBe(`code cache: ${join(cache.dir, ownName(other))} none`);
    expect(run(other, ["s"], env).stderr).toBe(`code cache: ${join(cache.dir, ownName(other))} taken`);
    // The same bytes: the cache another skill's step kept fits this one too.
    expect(run(same, ["t"], env)).toEqual({
      status: 0,
      stdout: "t",
      stderr: `code cache: ${join(cache.dir, ownName(same))} taken`,
    });
    expect(readdirSync(cache.dir).sort()).toEqual([ownName(first), ownName(other)].sort());
  });
});
