// A V8 code cache for the step program: `bin/<name>.cjs` compiles `<name>.main.cjs` with the cache
// the build made, so a step skips parsing and compiling it. V8 checks the cache itself (its
// version, flags and the source) and compiles as usual when it does not fit: another Node runs
// the same program, a little slower.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";

/** Set by the code-cache run (to a fresh session folder) so the program runs the warm-up calls instead of a call. */
export const warmUpKey = 'Symbol.for("skill-kit.warm-up")';

/** Both the gate and the build compile exactly this text: the cache is only valid for the same source. */
const wrap =
  'const source = "(function (exports, require, module, __filename, __dirname) {" + readFileSync(file, "utf8") + "\\n})";';

/** `dir` is a JavaScript expression for the program's folder (`__dirname` in the gate). */
function loaderLines(dir: string, programFile: string): string[] {
  return [
    'const { readFileSync } = require("node:fs");',
    'const { Script } = require("node:vm");',
    `const file = ${dir} + "/${programFile}";`,
    wrap,
  ];
}

/** The build's cache: the V8 version it fits, and the program it was made for (a hash of its bytes). */
export interface ShippedCache {
  readonly v8: string;
  readonly program: string;
}

/** The first 16 hex digits of the SHA-256 of a file: names the program a first-run cache was made for. */
export function programId(program: string): string {
  return createHash("sha256").update(readFileSync(program)).digest("hex").slice(0, 16);
}

/**
 * How the gate finds its cache. On the V8 that built the skill: the build's `<program>.cache`. On
 * another V8 (another Node major), which refuses that one: a cache of its own, made by its first
 * step, `<program>.<v8 version>.<program id>.cache` beside the program or, when that folder cannot
 * be written, in `$XDG_CACHE_HOME/skill-kit/code-cache` (default `~/.cache/…`), read only from a
 * folder of the user's own that no one else can write. It is written at exit (code 0) when there
 * was none or V8 refused it, to a temporary file renamed into place, and never fails a step.
 * `SKILL_KIT_DEBUG_CODE_CACHE=1` prints which cache was used, and whether V8 took it, on stderr.
 */
function cachedRun(programFile: string, shipped: ShippedCache): string[] {
  return [
    'const { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require("node:fs");',
    ...loaderLines("__dirname", programFile).slice(1),
    "const read = (path) => {",
    "  try {",
    "    return readFileSync(path);",
    "  } catch {}",
    "};",
    "// The build's cache fits its V8; another V8 makes its own on its first step (docs/building.md).",
    "const v8 = process.versions.v8;",
    `const name = "/${programFile}." + v8 + ".${shipped.program}.cache";`,
    "const own =",
    `  v8 === ${JSON.stringify(shipped.v8)}`,
    "    ? []",
    '    : [__dirname, (process.env.XDG_CACHE_HOME || require("node:os").homedir() + "/.cache") + "/skill-kit/code-cache"];',
    "// A cache folder only if it is this user's and no one else can write it.",
    "const safe = (dir) => {",
    "  try {",
    "    const made = statSync(dir);",
    "    return !process.getuid || (made.uid === process.getuid() && (made.mode & 0o22) === 0);",
    "  } catch {}",
    "};",
    'let used = file + ".cache";',
    "let cachedData;",
    "if (own.length === 0) cachedData = read(used);",
    "for (const [i, dir] of own.entries())",
    "  if (cachedData === undefined && (i === 0 || safe(dir))) cachedData = read((used = dir + name));",
    "const script = new Script(source, { filename: file, cachedData });",
    'if (process.env.SKILL_KIT_DEBUG_CODE_CACHE === "1")',
    '  process.stderr.write("code cache: " + used + (cachedData === undefined ? " none" : script.cachedDataRejected ? " refused" : " taken") + "\\n");',
    "if (own.length > 0 && (cachedData === undefined || script.cachedDataRejected))",
    '  process.on("exit", (code) => {',
    "    for (const [i, dir] of code === 0 ? own.entries() : [])",
    "      try {",
    "        if (i > 0) mkdirSync(dir, { recursive: true, mode: 0o700 });",
    "        if (i > 0 && !safe(dir)) continue;",
    '        const temp = dir + name + "." + process.pid + ".tmp";',
    "        writeFileSync(temp, script.createCachedData());",
    "        try {",
    "          return renameSync(temp, dir + name);",
    "        } catch {",
    "          rmSync(temp, { force: true });",
    "        }",
    "      } catch {}",
    "  });",
    "const program = { exports: {} };",
    "// The program sits beside this file, so this file's require resolves what it requires.",
    "script.runInThisContext()(program.exports, require, program, file, __dirname);",
  ];
}

/** `bin/<name>.cjs`: checks the Node version before the step program is even parsed, then runs it (with a code cache when the build made one). */
export function versionGate(name: string, programFile: string, shipped: ShippedCache | undefined): string {
  const run = shipped !== undefined ? cachedRun(programFile, shipped) : [`require("./${programFile}");`];
  return [
    '"use strict";',
    'const major = Number(process.versions.node.split(".")[0]);',
    "if (major < 20) {",
    `  process.stderr.write("error: ${name} needs Node.js >= 20; found " + process.version + "\\n");`,
    "  process.exit(1);",
    "}",
    ...run,
    "",
  ].join("\n");
}

/**
 * Whether the program can run from a `vm.Script`: a dynamic `import()` there needs a flag on
 * Node 20, so a program that has one is required as usual, without a cache.
 */
export function canCache(program: string): boolean {
  return !/\bimport\s*\(/.test(readFileSync(program, "utf8"));
}

/**
 * Writes `<program>.cache`: compiles the program as the gate does, runs the warm-up calls (the
 * author's skill only prints its help; the calls that start and advance drive a skill of our own,
 * with sessions in a fresh folder), and saves the code V8 compiled. Returns its size, or a reason.
 */
export function buildCodeCache(program: string, skillDir: string): { readonly bytes: number } | { readonly skipped: string } {
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-warm-up-"));
  const producer = [
    ...loaderLines(JSON.stringify(dirname(program)), basename(program)),
    'const { writeFileSync } = require("node:fs");',
    'const { createRequire } = require("node:module");',
    "const script = new Script(source, { filename: file });",
    'process.on("exit", (code) => { if (code === 0) writeFileSync(file + ".cache", script.createCachedData()); });',
    `globalThis[${warmUpKey}] = ${JSON.stringify(sessions)};`,
    "const program = { exports: {} };",
    `script.runInThisContext()(program.exports, createRequire(file), program, file, ${JSON.stringify(dirname(program))});`,
  ].join("\n");
  try {
    const made = spawnSync(process.execPath, ["-e", producer], {
      encoding: "utf8",
      env: { ...process.env, SKILL_DIR: skillDir },
      timeout: 60_000,
    });
    const cache = `${program}.cache`;
    if (made.status !== 0 || !existsSync(cache))
      return { skipped: made.stderr.trim().split("\n")[0] ?? `exit ${String(made.status)}` };
    return { bytes: statSync(cache).size };
  } finally {
    rmSync(sessions, { recursive: true, force: true });
  }
}
