// Where a session's run lives: its lines in order, behind one interface. The session files are the
// embedded default (`fileRunStore`); `@skill-kit/run-stores` has PostgreSQL and Redis.
import { SessionError } from "@skill-kit/core";
import type { Run, RunHeader, RunRecord } from "./run-records.js";

/** A run as read: its records and the revision they were read at. */
export interface StoredRun {
  readonly run: Run;
  /**
   * Changes whenever the run does; a cache keeps a run only while the store reports the same one.
   * Undefined when the store cannot vouch for it (the file changed while it was read).
   */
  readonly revision: string | undefined;
  /**
   * The store found an unfinished record after the last one (a crash mid-write, an agent's partial
   * append): the next append replaces it. Only the session files have one.
   */
  readonly torn?: boolean;
}

export interface NewRun {
  readonly id: string;
  /** The identity that started the run; only the same one may read or advance it. */
  readonly owner: string | undefined;
  readonly header: RunHeader;
  readonly records: readonly RunRecord[];
}

export interface RunAppend {
  /** The run as this call read it (or as the last append returned it): refused if the run has moved on since. */
  readonly after: StoredRun;
  /** Appended together or not at all. */
  readonly records: readonly RunRecord[];
}

/** One run in a listing. */
export interface RunEntry {
  readonly id: string;
  /** The identity that started the run (its `NewRun.owner`); undefined for a run with none, or one whose owner cannot be read. */
  readonly owner?: string | undefined;
  readonly updatedAt: Date;
}

/** Messages for exactly one taker each, in any process sharing a store. */
export interface RunMessages {
  /** Leaves `message` under `key` (see `checkMessageKey`); one nobody takes is dropped after `messageLifetimeMs`. */
  leave(key: string, message: string): Promise<void>;
  /** The message under `key`, removed so that no one else gets it; undefined when there is none. */
  take(key: string): Promise<string | undefined>;
}

/**
 * The run state one advance needs. Every store keeps the same invariants: one advance at a time
 * per run (`lock`), appends that refuse a run that moved on (a fencing check even under the lock),
 * all lines of one advance written at once, and a run usable after a crash mid-call.
 */
export interface RunStore {
  /** Names the store in messages, e.g. "PostgreSQL at 127.0.0.1:5432". */
  readonly name: string;
  /** Names run `id` uniquely across stores (a session file's path): a cache keeps runs under it. */
  runKey(id: string): string;
  /**
   * Stores a new run (its id is fresh and random: an existing one is an error); returns where it
   * lives. A store opened with `RunLimits` refuses an owner at its bound with `SESSION_LIMIT`,
   * nothing written.
   */
  create(run: NewRun): Promise<string>;
  /** The run, or `SESSION_NOT_FOUND` when it is missing or `owner` is not the one that started it. */
  read(id: string, owner: string | undefined): Promise<StoredRun>;
  /** The run's current revision (cheaper than `read`); undefined when it is missing. */
  revision(id: string): Promise<string | undefined>;
  /**
   * Appends if the run is still exactly `append.after` (its record count); returns the run after
   * the append. A run that moved on is refused with `SESSION_BUSY`, nothing written.
   */
  append(id: string, append: RunAppend): Promise<StoredRun>;
  /** Runs `work` holding the run's lock; a lock held by another call past the wait is `SESSION_BUSY`. */
  lock<T>(id: string, work: () => Promise<T>): Promise<T>;
  /** The runs with their owners, those of `owner` only when given. */
  list(owner?: string): Promise<readonly RunEntry[]>;
  /** Removes the runs last changed before `before`, finished or not; returns their ids. */
  expire(before: Date): Promise<readonly string[]>;
  /**
   * Messages between processes sharing the store (PostgreSQL, Redis); undefined for the session
   * files, whose processes share a folder instead. Over HTTP, a client's answer to an elicitation
   * reaches the instance that asked through them.
   */
  readonly messages?: RunMessages | undefined;
  /** Releases connections; the file store has none. */
  close(): Promise<void>;
}

/** `key` when it is a message key: letters, digits, `.`, `_` and `-`, not first a `.` (a safe file name); else a TypeError. */
export function checkMessageKey(key: string): string {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(key))
    throw new TypeError(`a message key is letters, digits, ".", "_" and "-", found ${JSON.stringify(key)}`);
  return key;
}

/** How long a message waits for its taker: an hour. */
export const messageLifetimeMs = 60 * 60_000;

/**
 * The bounds a serving process puts on its store (`mcp --max-runs-per-user`, `--run-ttl`,
 * `--finished-run-ttl`; docs/serving.md). A store opened without them bounds nothing and keeps
 * every run until `expire`.
 */
export interface RunLimits {
  /**
   * Live runs (not finished, changed within `runTtlMs`) one owner may hold: a `create` past it is
   * refused with `SESSION_LIMIT`, nothing written. Runs with no owner (the local user's, over stdio
   * or the CLI) are not counted.
   */
  readonly maxLiveRuns: number;
  /** An unfinished run unchanged this long is abandoned: it no longer counts, and it is removed. */
  readonly runTtlMs: number;
  /** A finished run is removed this long after its last change. */
  readonly finishedRunTtlMs: number;
  /** How often at most a store sweeps out expired runs, on a `create` (60 s by default; 0: on every one). */
  readonly sweepEveryMs?: number | undefined;
}

const hourMs = 60 * 60_000;

/** What `mcp --http` serves with unless told otherwise: 100 live runs per user, kept 7 days unfinished, 1 day finished. */
export const defaultRunLimits: RunLimits = { maxLiveRuns: 100, runTtlMs: 7 * 24 * hourMs, finishedRunTtlMs: 24 * hourMs };

/** How often at most a store sweeps when its limits do not say. */
export const defaultSweepEveryMs = 60_000;

/** Whether appending `records` finishes the run (a done result). */
export function finishesRun(records: readonly RunRecord[]): boolean {
  return records.some((record) => record.type === "result" && record.result.kind === "done");
}

/**
 * The refusal of a new run to an owner already holding `limits.maxLiveRuns` live runs: retryable,
 * `data.retryAfterMs` is when the oldest of them expires unless it is advanced (at least a second).
 */
export function liveRunLimit(input: {
  readonly limits: RunLimits;
  readonly oldestChange: Date | undefined;
  readonly store: string;
}): SessionError {
  const { limits, oldestChange, store } = input;
  const expiresAt = (oldestChange?.getTime() ?? Date.now()) + limits.runTtlMs;
  const retryAfterMs = Math.max(1000, Math.ceil((expiresAt - Date.now()) / 1000) * 1000);
  return new SessionError("SESSION_LIMIT", {
    message: `this user already has ${String(limits.maxLiveRuns)} unfinished runs in ${store}, the most allowed; nothing was written. Finish one, or retry after ${duration(retryAfterMs)}, when the oldest untouched one expires.`,
    data: { retryable: true, retryAfterMs, maxLiveRuns: limits.maxLiveRuns },
  });
}

/** `retryAfterMs` said the way a person reads it: "3 s", "12 min", "6.9 h", "7 days". */
function duration(ms: number): string {
  if (ms < 120_000) return `${String(Math.ceil(ms / 1000))} s`;
  if (ms < 2 * hourMs) return `${String(Math.ceil(ms / 60_000))} min`;
  if (ms < 48 * hourMs) return `${(ms / hourMs).toFixed(1)} h`;
  return `${(ms / (24 * hourMs)).toFixed(1)} days`;
}
