// The interview run as an agent would call it, on a store the studio also reads: `skill-kit run
// <source>`, or the interview built once with `skill-kit build --with stores` and its own
// `scripts/run` (PostgreSQL and Redis are opened only by a skill built with the stores; a call
// takes about a second, `skill-kit run <source>` several, since it bundles the source each time).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliBin, interviewEntry } from "./studio.js";

/** The store a run lives in, and the built skill that runs it (else `skill-kit run <source>`). */
export interface Where {
  readonly store: string;
  readonly built?: string;
}

/** What a call printed, when it exited 0 or 3 (a refused answer, printed too). */
function printed(file: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, (error, stdout, stderr) => {
      if (error === null || error.code === 3) resolve(stdout);
      else reject(new Error(`${file} ${args.join(" ")}: ${error.message} ${stderr}`));
    });
  });
}

/** One call on `where.store`; its printed JSON. */
export async function cliRun(where: Where, args: readonly string[]): Promise<Record<string, unknown>> {
  const flags = [...args, "--store", where.store];
  const stdout =
    where.built === undefined
      ? await printed(process.execPath, [cliBin, "run", interviewEntry, ...flags])
      : await printed(join(where.built, "scripts", "run"), flags);
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error(`not an object: ${stdout}`);
  return Object.fromEntries(Object.entries(parsed));
}

/** Starts a session run in `where`; its id. */
export async function cliStart(where: Where): Promise<string> {
  const started = await cliRun(where, ["start", "--session", "new"]);
  const id = started["sessionId"];
  if (typeof id !== "string") throw new Error(`no session id in ${JSON.stringify(started)}`);
  return id;
}

/** Submits `output` for `step` of run `session` (`--print`: the next result, or the refusal). */
export function cliAdvance(
  where: Where,
  session: string,
  answer: { step: string; output: unknown },
): Promise<Record<string, unknown>> {
  return cliRun(where, [
    "advance",
    "--session",
    session,
    "--step",
    answer.step,
    "--output",
    JSON.stringify(answer.output),
    "--print",
  ]);
}

/** The interview built with the stores into a temp folder (removed at exit); the folder. */
export async function buildInterview(): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), "skill-kit-studio-built-")), "interview");
  process.on("exit", () => {
    rmSync(join(out, ".."), { recursive: true, force: true });
  });
  await printed(process.execPath, [cliBin, "build", interviewEntry, "-o", out, "--no-typecheck", "--with", "stores"]);
  return out;
}
