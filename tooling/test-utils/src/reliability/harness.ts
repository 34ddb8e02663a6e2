// Shared pieces of the reliability suite: run counts, a bounded parallel pool, the exit-code
// contract of the real binary, and session-file checks.
import { appendFileSync, readFileSync } from "node:fs";
import type { CliResult } from "../run-cli.js";
import { runBuilt, type RunOptions, type Timed } from "./built.js";

/** `SKILL_KIT_STRESS=1` (set by `pnpm test:stress`) multiplies every run count by 10, or by its value if larger. */
const stress = Number(process.env["SKILL_KIT_STRESS"] ?? "0");
const factor = Number.isFinite(stress) && stress > 0 ? Math.max(10, stress) : 1;
export const runs = (base: number): number => base * factor;

/** The time limit of a test whose work grows with `runs` (vitest's default here is 60 s). */
export const scaledTimeout = (baseMs = 60_000): number => runs(baseMs);

/** A fixed seed by default, so a failure can be replayed; `SKILL_KIT_SEED` overrides it. */
export const seed = Number(process.env["SKILL_KIT_SEED"] ?? "20261122");

/** A call that has not ended after this long is a hang (generous: the machine is busy). */
export const hangMs = 30_000;

/**
 * Prints a test's figures as `[reliability] <line>` (docs/reliability.md is updated from them);
 * with `SKILL_KIT_FIGURES=<file>` each line is also appended to that file.
 */
export function report(line: string): void {
  console.info(`[reliability] ${line}`);
  const file = process.env["SKILL_KIT_FIGURES"];
  if (file !== undefined && file !== "")
    appendFileSync(file, `${new Date().toISOString()} ${stress > 0 ? "stress" : "normal"} seed ${seed}: ${line}\n`);
}

/** Runs `task` over `items`, `width` at a time; returns the results in order. */
export async function pool<T, R>(items: readonly T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) results[index] = await task(item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** Runs a built fixture, killed (status null) if it outlives `hangMs`. */
export const timed = (skill: string, args: readonly string[], options: RunOptions = {}): Promise<Timed> =>
  runBuilt(skill, args, { killAfterMs: hangMs, ...options });

/** Argument vectors cannot hold NUL; everything else goes through as is. */
export const argSafe = (text: string): string => text.replaceAll("\0", "");

/**
 * The documented contract: exit 0 with exactly one JSON line whose `kind` is prompt, done or
 * error; or exit 1 with nothing on stdout and `error: …` on stderr. Never a stack trace.
 * Returns a description of the violation, or undefined.
 */
export function contractViolation(out: CliResult): string | undefined {
  if (/\n\s+at /.test(out.stderr) || /\n\s+at /.test(out.stdout)) return `stack trace: ${out.stderr.slice(0, 400)}`;
  if (out.status === 1) {
    if (out.stdout !== "") return `exit 1 with stdout ${out.stdout.slice(0, 200)}`;
    return out.stderr.startsWith("error: ") ? undefined : `exit 1, stderr not "error: …": ${out.stderr.slice(0, 200)}`;
  }
  if (out.status !== 0) return `exit ${String(out.status)} (null = killed after ${hangMs} ms): ${out.stderr.slice(0, 200)}`;
  const lines = out.stdout.split("\n");
  if (lines.length !== 2 || lines[1] !== "") return `exit 0 with ${lines.length - 1} lines on stdout`;
  const kind = parseLine(lines[0] ?? "")?.["kind"];
  return kind === "prompt" || kind === "done" || kind === "error"
    ? undefined
    : `exit 0, kind ${String(kind)}: ${out.stdout.slice(0, 200)}`;
}

export function parseLine(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : undefined;
  } catch {
    return undefined;
  }
}

/** Every line of a session file, which must all be JSON objects (a violation is returned as a string). */
export function sessionLines(file: string): Record<string, unknown>[] | string {
  const text = readFileSync(file, "utf8");
  if (!text.endsWith("\n")) return `no final newline: …${text.slice(-120)}`;
  const parsed = text
    .slice(0, -1)
    .split("\n")
    .map((line) => parseLine(line));
  const bad = parsed.findIndex((line) => line === undefined);
  return bad === -1 ? parsed.filter((line) => line !== undefined) : `line ${bad + 1} is not a JSON object`;
}

/** The old bytes are a prefix of the new bytes: nothing but an append happened. */
export const appendOnly = (before: string, after: string): boolean => after.startsWith(before);

/** Starts a flag-mode session of a fixture in `dir`; returns its id and file. */
export async function startSession(skill: string, dir: string): Promise<{ sessionId: string; file: string }> {
  const out = await timed(skill, ["--params", "{}", "--session", "new", "--output-mode", "flag", "--session-dir", dir]);
  const pointer = parseLine(out.stdout.trim());
  const sessionId = pointer?.["sessionId"];
  const file = pointer?.["file"];
  if (typeof sessionId !== "string" || typeof file !== "string") throw new Error(`start failed: ${out.stderr}`);
  return { sessionId, file };
}
