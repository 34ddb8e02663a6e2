// What the PostgreSQL and Redis stores share: their timing options, and a run as their rows hold
// it (one JSON line per record, header first: `runText`), read back for its owner only.
import { appended, runOf, type Run, type RunRecord, type StoredRun } from "@skill-kit/sessions";
import { missing } from "./store-errors.js";

export interface DatabaseTiming {
  /** How long a call waits for another call's lock before `SESSION_BUSY`; 15 s by default. */
  readonly lockTimeoutMs?: number | undefined;
  /** How long a lock outlives a holder that stopped renewing it; 5 s by default. */
  readonly leaseMs?: number | undefined;
  /** The bound on connecting and on each statement or command; 3 s by default. */
  readonly timeoutMs?: number | undefined;
  /**
   * How long a run's lease is kept after a call for this process's next call on it (`?keep_lease_ms=`
   * in the URL); 250 ms by default, at most a quarter of `leaseMs`; 0 lets go at once. Kept only
   * when this process wrote the run last: then an advance is one round trip.
   */
  readonly keepLeaseMs?: number | undefined;
}

/** The run in `lines` (a stored list of JSON lines) when `owner` started it; else `SESSION_NOT_FOUND`, as for a missing run. */
export function ownedRun(input: { id: string; owner: string | undefined; lines: readonly string[]; store: string }): StoredRun {
  const run = runOf(input.lines, input.id);
  if (run.header.owner !== input.owner) throw missing(input.id, input.store);
  return { run, revision: String(input.lines.length) };
}

/** The run after appending `records` to `after`, at the stored line count `count`. */
export function appendedRun(after: Run, records: readonly RunRecord[], count: unknown): StoredRun {
  return { run: appended(after, records), revision: String(count) };
}
