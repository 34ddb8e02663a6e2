// What a long-lived process (the MCP server) keeps between calls on a session, so an advance
// neither rereads nor replays a run it wrote itself. A change by any other writer (another
// process on the same store) shows in the run's revision, and the call then reads and replays it.
import type { CompositeRun } from "@skill-kit/core";
import { fileRevision } from "./files/file-run-store.js";
import type { StoredRun } from "./run-store.js";

/** A run kept alive between calls; its log lines go to whichever call is using it. */
export interface LiveRun {
  readonly run: CompositeRun;
  readonly log: { write: (line: string) => void };
}

export interface KeptRun {
  readonly stored: StoredRun;
  /** The run after the stored run's last record, when one was replayed or advanced. */
  readonly live: LiveRun | undefined;
}

export class SessionCache {
  private readonly entries = new Map<string, KeptRun>();

  /** @param limit sessions kept; the least recently used is dropped first. */
  constructor(private readonly limit = 64) {}

  /**
   * The kept state of run `key` (its store's `runKey`), if the store's current `revision` is the one
   * it was kept at. Without `revision`, `key` is a session file's path and its revision is read from the file.
   */
  lookup(key: string, revision: string | undefined = fileRevision(key)): KeptRun | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (revision !== undefined && revision === entry.stored.revision) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps the run (and the live run at its end) under `key`; nothing when the store could not vouch for its revision. */
  remember(key: string, kept: KeptRun): void {
    this.entries.delete(key);
    if (kept.stored.revision === undefined || kept.stored.torn === true) return;
    this.entries.set(key, kept);
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > this.limit && oldest !== undefined) this.entries.delete(oldest);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
