// A V8 code cache for the step program: `bin/<name>.cjs` compiles `<name>.main.cjs` with the cache
// the build made, so a step skips parsing and compiling it. V8 checks the cache itself (its
// version, flags and the source) and compiles as usual when it does not fit: another Node runs
// the same program, a little slower.
import { spawnSync } from "node:child_process";
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

/** `bin/<name>.cjs`: checks the Node version before the step program is even parsed, then runs it (with its code cache when it has one). */
export function versionGate(name: string, programFile: string, cached: boolean): string {
  const run = cached
    ? [
        ...loaderLines("__dirname", programFile),
        "let cachedData;",
        "try {",
        '  cachedData = readFileSync(file + ".cache");',
        "} catch {",
        "  cachedData = undefined;",
        "}",
        "const program = { exports: {} };",
        "// The program sits beside this file, so this file's require resolves what it requires.",
        "new Script(source, { filename: file, cachedData }).runInThisContext()(program.exports, require, program, file, __dirname);",
      ]
    : [`require("./${programFile}");`];
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
