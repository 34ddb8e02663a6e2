// The interview run as an agent would call it, on a store the studio also reads: `skill-kit run
// <source>` (session files), or the built skill's own `scripts/run` (PostgreSQL and Redis, which
// only a skill built `--with stores` opens).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { cliBin, interviewEntry } from "./studio.js";

/** What the call printed, when it exited 0 or 3 (a refused answer, printed too). */
function printed(built: string | undefined, args: readonly string[]): Promise<string> {
  const [file, argv] =
    built === undefined ? [process.execPath, [cliBin, "run", interviewEntry, ...args]] : [join(built, "scripts", "run"), [...args]];
  return new Promise((resolve, reject) => {
    execFile(file, argv, (error, stdout, stderr) => {
      if (error === null || error.code === 3) resolve(stdout);
      else reject(new Error(`skill-kit run ${args.join(" ")}: ${error.message} ${stderr}`));
    });
  });
}

/** The store a run lives in, the identity it belongs to (`--owner`), and the built skill that runs it (else `skill-kit run <source>`). */
export interface Where {
  readonly store: string;
  readonly owner?: string;
  readonly built?: string;
}

/** One call of `skill-kit run examples/interview/src/skill.ts <args> --store <store> [--owner <owner>]`; its printed JSON. */
export async function cliRun(where: Where, args: readonly string[]): Promise<Record<string, unknown>> {
  const owner = where.owner === undefined ? [] : ["--owner", where.owner];
  const stdout = await printed(where.built, [...args, "--store", where.store, ...owner]);
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
