// The session files' bounds (`RunLimits`): an owner's live runs are indexed as empty marker files
// `owners/<hash of owner>/<id>` in the session folder, so counting them reads one small folder and
// stats the runs it names instead of parsing every session file. A run's marker goes when it
// finishes; a marker whose run is gone, or unchanged past the TTL, no longer counts. Expired runs
// are swept out of the folder on a create, at most once per `sweepEveryMs`.
import { createHash } from "node:crypto";
import { closeSync, lstatSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { defaultSweepEveryMs, liveRunLimit, type RunLimits } from "../run-store.js";
import { parseSessionFile } from "./parse-session-file.js";
import { readSessionBytes } from "./session-file.js";
import { sessionFileName, sessionFilePattern } from "./session-id.js";

/** The folder of `owner`'s markers. */
function ownerFolder(dir: string, owner: string): string {
  return join(dir, "owners", createHash("sha256").update(owner).digest("hex").slice(0, 32));
}

function mtimeOf(path: string): number | undefined {
  try {
    const stat = lstatSync(path);
    return stat.isFile() ? stat.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Marks run `id` live for `owner`, or refuses it with `SESSION_LIMIT` when the owner already has
 * `maxLiveRuns` live runs. Synchronous: in one process, two creates cannot both pass the count;
 * processes sharing a folder can each pass it at the same instant (one extra run each, at most).
 */
export function markLiveRun(input: {
  readonly dir: string;
  readonly owner: string;
  readonly id: string;
  readonly limits: RunLimits;
}): void {
  const { dir, owner, id, limits } = input;
  const folder = ownerFolder(dir, owner);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const liveSince = Date.now() - limits.runTtlMs;
  let live = 0;
  let oldest: number | undefined;
  for (const marked of readdirSync(folder)) {
    const changed = mtimeOf(join(dir, sessionFileName(marked)));
    if (changed === undefined || changed < liveSince) {
      // Its run is gone or abandoned: it no longer counts.
      rmSync(join(folder, marked), { force: true });
      continue;
    }
    live += 1;
    oldest = oldest === undefined ? changed : Math.min(oldest, changed);
  }
  if (live >= limits.maxLiveRuns)
    throw liveRunLimit({ limits, oldestChange: oldest === undefined ? undefined : new Date(oldest), store: "session files" });
  closeSync(openSync(join(folder, id), "w", 0o600));
}

/** Removes run `id`'s marker: it finished, or it was removed. */
export function unmarkLiveRun(dir: string, owner: string, id: string): void {
  rmSync(join(ownerFolder(dir, owner), id), { force: true });
}

/** Sweeps on a create, at most once per `sweepEveryMs`. */
export class FileSweeper {
  private last = 0;
  /** Runs seen unfinished, and their mtime then: not read again until they change. */
  private readonly unfinished = new Map<string, number>();

  constructor(private readonly limits: RunLimits) {}

  /** Sweeps the folder when one is due; returns the ids removed. */
  due(dir: string): readonly string[] {
    const now = Date.now();
    if (now - this.last < (this.limits.sweepEveryMs ?? defaultSweepEveryMs)) return [];
    this.last = now;
    return this.sweep(dir, now);
  }

  /**
   * Removes every run unchanged for `runTtlMs`, and every finished one unchanged for
   * `finishedRunTtlMs`, with its lock and marker. Only runs older than `finishedRunTtlMs` are read,
   * each once until it changes again.
   */
  sweep(dir: string, now = Date.now()): readonly string[] {
    const removed: string[] = [];
    for (const name of readdirSync(dir)) {
      const id = sessionFilePattern.exec(name)?.[1];
      const path = join(dir, name);
      const changed = id === undefined ? undefined : mtimeOf(path);
      if (id === undefined || changed === undefined) continue;
      const abandoned = changed < now - this.limits.runTtlMs;
      if (!abandoned && (changed >= now - this.limits.finishedRunTtlMs || this.unfinished.get(id) === changed)) continue;
      const run = abandoned ? undefined : finishedRun(path, id);
      if (!abandoned && run === undefined) {
        this.unfinished.set(id, changed);
        continue;
      }
      this.unfinished.delete(id);
      const owner = run === undefined ? ownerOf(path, id) : run.owner;
      rmSync(path, { force: true });
      rmSync(`${path}.lock`, { force: true });
      if (owner !== undefined) unmarkLiveRun(dir, owner, id);
      removed.push(id);
    }
    return removed;
  }
}

/** The run's owner when its file is finished (its last result is a done one); undefined when it is not, or unreadable. */
function finishedRun(path: string, id: string): { readonly owner: string | undefined } | undefined {
  try {
    const { run } = parseSessionFile(readSessionBytes(path, id).bytes, id);
    const last = run.records.findLast((record) => record.type === "result");
    return last?.type === "result" && last.result.kind === "done" ? { owner: run.header.owner } : undefined;
  } catch {
    return undefined;
  }
}

function ownerOf(path: string, id: string): string | undefined {
  try {
    return parseSessionFile(readSessionBytes(path, id).bytes, id).run.header.owner;
  } catch {
    return undefined;
  }
}
