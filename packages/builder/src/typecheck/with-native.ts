// The type check with TypeScript 7's native compiler (a Go binary from an npm platform package), in
// a child process, so a build bundles beside it. It checks the entry and what it imports with a
// tsconfig written next to the project's for the length of the run: it extends the project's
// (or holds our strict defaults when there is none) and lists only the entry, as `rootNames` does
// for TypeScript's API.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, parse, resolve } from "node:path";
import type { Checked } from "./checked.js";
import { hasNodeTypes } from "./with-api.js";

/** A native `tsc` found on disk, and the version of the package it came with. */
export interface NativeTsc {
  readonly exe: string;
  readonly version: string;
}

/** The project's own `typescript` when it is 7 or later, else ours (`typescript-native`); undefined when neither has its binary. */
export function findNativeTsc(entryDir: string): NativeTsc | undefined {
  return nativeFrom(resolve(entryDir, "package.json"), "typescript") ?? nativeFrom(import.meta.url, "typescript-native");
}

function nativeFrom(from: string, name: string): NativeTsc | undefined {
  try {
    const manifestPath = createRequire(from).resolve(`${name}/package.json`);
    const manifest: unknown = JSON.parse(readFileSync(manifestPath, "utf8"));
    const version = typeof manifest === "object" && manifest !== null && "version" in manifest ? manifest.version : undefined;
    if (typeof version !== "string" || Number(version.split(".")[0]) < 7) return undefined;
    // TypeScript 7 installs its binary as an optional dependency for this platform only.
    const platform = createRequire(manifestPath).resolve(
      `@typescript/typescript-${process.platform}-${process.arch}/package.json`,
    );
    const exe = join(dirname(platform), "lib", process.platform === "win32" ? "tsc.exe" : "tsc");
    return existsSync(exe) ? { exe, version } : undefined;
  } catch {
    return undefined;
  }
}

/** The nearest tsconfig.json at or above `dir`, as `tsc` and TypeScript's `findConfigFile` look for it. */
function findTsconfig(dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, "tsconfig.json"))) return join(at, "tsconfig.json");
    if (at === parse(at).root) return undefined;
  }
}

/**
 * Checks `entry` with the native `tsc`; undefined when it could not give an answer of its own: it
 * did not run, it printed no error yet failed, or it rejected the configuration (a TS5xxx error,
 * such as an option TypeScript 7 removed), which the project's own TypeScript may accept.
 */
export async function checkNatively(
  entry: string,
  tsc: NativeTsc,
  options: { readonly color: boolean },
): Promise<Checked | undefined> {
  const entryPath = resolve(entry);
  const tsconfig = findTsconfig(dirname(entryPath));
  const dir = tsconfig === undefined ? dirname(entryPath) : dirname(tsconfig);
  const config = join(dir, `.skill-kit-typecheck-${randomBytes(4).toString("hex")}.json`);
  const compilerOptions =
    tsconfig === undefined
      ? { ...defaults, types: hasNodeTypes(dirname(entryPath)) ? ["node"] : [] }
      : { noEmit: true, composite: false, incremental: false, emitDeclarationOnly: false };
  try {
    // `include: []`, or the project's `include` would be inherited and its other files checked too.
    writeFileSync(
      config,
      JSON.stringify({
        ...(tsconfig === undefined ? {} : { extends: `./${basename(tsconfig)}` }),
        compilerOptions,
        files: [entryPath],
        include: [],
      }),
    );
    // One thread: the check runs beside a build that keeps the other cores busy.
    const run = await runTsc(tsc.exe, ["-p", config, "--pretty", String(options.color), "--singleThreaded"]);
    if (run === undefined) return undefined;
    const { text, codes } = diagnosticsOf(run.stdout);
    if (codes.length === 0 && run.code !== 0) return undefined;
    if (codes.some((code) => code >= 5000 && code < 6000) || text.includes(basename(config))) return undefined;
    return { text, errors: codes.length, tsconfig, version: tsc.version };
  } catch {
    return undefined;
  } finally {
    rmSync(config, { force: true });
  }
}

const defaults = {
  strict: true,
  target: "es2022",
  module: "nodenext",
  moduleResolution: "nodenext",
  skipLibCheck: true,
  noEmit: true,
};

function runTsc(exe: string, args: readonly string[]): Promise<{ readonly code: number; readonly stdout: string } | undefined> {
  return new Promise((done) => {
    const child = spawn(exe, args, { cwd: process.cwd(), stdio: ["ignore", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", () => {
      done(undefined);
    });
    child.on("close", (code) => {
      done(code === null ? undefined : { code, stdout: Buffer.concat(chunks).toString("utf8") });
    });
  });
}

/** ANSI colour codes (ESC, then `[…m`). */
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
/** A diagnostic's first line: `file(1,2): error TS1234: …`, `file:1:2 - error TS1234: …` (pretty) or `error TS1234: …`. */
const head = /^(?:\S.*?(?:\(\d+,\d+\): | - ))?error TS(\d+): /;

/** tsc's output without the `Found N errors` summary that `--pretty` adds, and each error's code. */
function diagnosticsOf(stdout: string): { readonly text: string; readonly codes: readonly number[] } {
  const lines = stdout.split("\n");
  const plain = lines.map((line) => line.replace(ansi, ""));
  const summary = plain.findLastIndex((line) => /^Found \d+ errors?\b/.test(line));
  const kept = summary === -1 ? lines : lines.slice(0, summary);
  const codes = plain.slice(0, kept.length).flatMap((line) => {
    const match = head.exec(line);
    return match === null ? [] : [Number(match[1])];
  });
  return { text: kept.join("\n").trimEnd(), codes };
}
