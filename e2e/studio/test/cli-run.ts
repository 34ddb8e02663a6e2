// `skill-kit run <the interview's source>` as an agent would call it, on a store the studio also reads.
import { execFile } from "node:child_process";
import { cliBin, interviewEntry } from "./studio.js";

/** What the call printed, when it exited 0 or 3 (a refused answer, printed too). */
function printed(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [cliBin, "run", interviewEntry, ...args], (error, stdout, stderr) => {
      if (error === null || error.code === 3) resolve(stdout);
      else reject(new Error(`skill-kit run ${args.join(" ")}: ${error.message} ${stderr}`));
    });
  });
}

/** The store a run lives in, and the identity it belongs to (`--owner`). */
export interface Where {
  readonly store: string;
  readonly owner?: string;
}

/** One call of `skill-kit run examples/interview/src/skill.ts <args> --store <store> [--owner <owner>]`; its printed JSON. */
export async function cliRun(where: Where, args: readonly string[]): Promise<Record<string, unknown>> {
  const owner = where.owner === undefined ? [] : ["--owner", where.owner];
  const stdout = await printed([...args, "--store", where.store, ...owner]);
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
