// What `sessions list` shows of a session folder, and how one session file is removed.
import { lstatSync, readdirSync, rmSync, type Stats } from "node:fs";
import { join } from "node:path";
import { parseSessionFile } from "./parse-session-file.js";
import { readSessionFile } from "./session-file.js";
import { sessionFilePattern } from "./session-id.js";

export interface SessionSummary {
  readonly sessionId: string;
  readonly skill: string;
  readonly createdAt: string;
  readonly modifiedAt: string;
  /**
   * "done", "pending <step>", "rejected <step>" (the last answer was refused: the step waits for
   * another), or "unreadable: <why>".
   */
  readonly status: string;
}

/** Every session file of the folder `dir` (a checked `sessionDir`), oldest first. */
export function sessionSummaries(dir: string): SessionSummary[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const id = sessionFilePattern.exec(name)?.[1];
      return id === undefined ? [] : [summary(join(dir, name), id)];
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** One entry's summary. The entry itself is looked at, never what a link points to: a dangling link, a FIFO or a folder is listed as unreadable. */
function summary(path: string, id: string): SessionSummary {
  let modifiedAt: string;
  try {
    const entry = lstatSync(path);
    modifiedAt = entry.mtime.toISOString();
    if (!entry.isFile()) return unreadable(id, modifiedAt, `not a regular file (${kindOf(entry)})`);
  } catch (error) {
    // Removed by another call after the folder was read.
    return unreadable(id, new Date(0).toISOString(), error instanceof Error ? error.message : String(error));
  }
  try {
    const file = parseSessionFile(readSessionFile(path, id), id);
    const results = file.run.records.flatMap((record) => (record.type === "result" ? [record.result] : []));
    // Where the run is: its last result that is not a refusal; a refusal after it leaves the step waiting.
    const current = results.findLast((result) => result.kind !== "error");
    const refused = results.at(-1)?.kind === "error";
    const step = current !== undefined && current.kind !== "done" ? current.step : "?";
    const torn = file.torn === undefined ? "" : " (torn tail)";
    const status = current?.kind === "done" ? "done" : `${refused ? "rejected" : "pending"} ${step}${torn}`;
    return { sessionId: id, skill: file.run.header.skill, createdAt: file.run.header.createdAt, modifiedAt, status };
  } catch (error) {
    return unreadable(id, modifiedAt, error instanceof Error ? error.message : String(error));
  }
}

function unreadable(sessionId: string, modifiedAt: string, why: string): SessionSummary {
  return { sessionId, skill: "?", createdAt: modifiedAt, modifiedAt, status: `unreadable: ${why}` };
}

function kindOf(entry: Stats): string {
  if (entry.isSymbolicLink()) return "a symbolic link";
  if (entry.isFIFO()) return "a FIFO";
  if (entry.isDirectory()) return "a folder";
  return "a special file";
}

/** Removes a session file (or a link or FIFO in its place) and its lock; a folder in its place is left. */
export function removeSessionFile(path: string): boolean {
  try {
    rmSync(path, { force: true });
  } catch {
    return false;
  }
  rmSync(`${path}.lock`, { force: true });
  return true;
}
