// A V8 code cache for the step program: `bin/<name>.cjs` compiles `<name>.main.cjs` with a cache, so
// a step skips parsing and compiling it. The build ships its cache compressed; the first step on the
// V8 that made it inflates it and keeps it in the user's cache folder (never in the skill's folder),
// and a step on another V8 (which would refuse it) makes one of its own there. V8 checks every cache itself (its version, flags and the source)
// and compiles as usual when it does not fit.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

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
 * How the gate finds its cache: `<program>.<v8 version>.<program id>.cache` in the user's cache
 * folder, `$XDG_CACHE_HOME/skill-kit/code-cache` (default `~/.cache/…`; an XDG_CACHE_HOME that is not
 * absolute is ignored, as the XDG spec asks), read and written only when that folder is the user's
 * own and no one else can write it. Never beside the program: a step does not change the skill's
 * folder (docs/decisions/2026-11-29-code-cache-in-user-folder.md). The id makes the name unique per
 * program bytes, so skills whose programs differ never share a cache, and skills whose programs are
 * the same bytes share one that fits both. When there is none: on the V8 that built the skill, the
 * build's cache, shipped compressed (`<program>.cache.br`, brotli, to keep bin/ within its bound on
 * every Node: docs/decisions/2026-11-29-compressed-code-cache.md), is inflated; on another V8
 * (another Node major, which would refuse it) the step compiles. Either way the cache is written at
 * exit (code 0) to a temporary file renamed into place, so later steps read it as it is, and a cache
 * that cannot be written never fails a step (with no usable folder, nothing is kept).
 * `SKILL_KIT_DEBUG_CODE_CACHE=1` prints which cache was used, and whether V8 took it, on stderr.
 */
function cachedRun(programFile: string, shipped: ShippedCache): string[] {
  return [
    'const { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require("node:fs");',
    ...loaderLines("__dirname", programFile).slice(1),
    "// A cache of this V8's own, in the user's cache folder (never the skill's); the build's on the V8 that made it.",
    "const v8 = process.versions.v8;",
    "const home = process.env.XDG_CACHE_HOME;",
    'let dir = "";',
    "try {",
    '  dir = (home && require("node:path").isAbsolute(home) ? home : require("node:os").homedir() + "/.cache") + "/skill-kit/code-cache";',
    "} catch {}",
    `const own = dir + "/${programFile}." + v8 + ".${shipped.program}.cache";`,
    "// Only if the folder is this user's and no one else can write it.",
    "const safe = () => {",
    "  try {",
    "    const made = statSync(dir);",
    "    return !process.getuid || (made.uid === process.getuid() && (made.mode & 0o22) === 0);",
    "  } catch {}",
    "};",
    "let used = own;",
    "let cachedData;",
    "if (safe())",
    "  try {",
    "    cachedData = readFileSync(own);",
    "  } catch {}",
    "let inflated = false;",
    `if (cachedData === undefined && v8 === ${JSON.stringify(shipped.v8)})`,
    "  try {",
    '    cachedData = require("node:zlib").brotliDecompressSync(readFileSync((used = file + ".cache.br")));',
    "    inflated = true;",
    "  } catch {}",
    "const script = new Script(source, { filename: file, cachedData });",
    'if (process.env.SKILL_KIT_DEBUG_CODE_CACHE === "1")',
    '  process.stderr.write("code cache: " + used + (cachedData === undefined ? " none" : script.cachedDataRejected ? " refused" : " taken") + "\\n");',
    "if (inflated || cachedData === undefined || script.cachedDataRejected)",
    '  process.on("exit", (code) => {',
    "    try {",
    "      if (code !== 0) return;",
    "      mkdirSync(dir, { recursive: true, mode: 0o700 });",
    "      if (!safe()) return;",
    '      const temp = own + "." + process.pid + ".tmp";',
    "      try {",
    "        writeFileSync(temp, inflated && !script.cachedDataRejected ? cachedData : script.createCachedData());",
    "        renameSync(temp, own);",
    "      } catch {",
    "        rmSync(temp, { force: true });",
    "      }",
    "    } catch {}",
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
 * Writes `<program>.cache.br`: compiles the program as the gate does, runs the warm-up calls (the
 * author's skill only prints its help; the calls that start and advance drive a skill of our own,
 * with sessions in a fresh folder), and saves the code V8 compiled, compressed. Returns its size, or a reason.
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
    return { bytes: compressCache(cache) };
  } finally {
    rmSync(sessions, { recursive: true, force: true });
  }
}

/** Replaces `<program>.cache` with `<program>.cache.br`, brotli at its best; returns the compressed size. */
function compressCache(cache: string): number {
  const raw = readFileSync(cache);
  const packed = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${cache}.br`, packed);
  rmSync(cache);
  return packed.length;
}
