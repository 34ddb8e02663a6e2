// What a long-lived process (the MCP server) keeps between calls on a session, so an advance
// neither rereads nor replays a run it wrote itself. A change by any other writer (another
// process on the same store) shows in the run's revision, and the call then reads and replays it.
import type { CompositeRun } from "@skill-kit/core";
import { fileRevision } from "./file-run-store.js";
import type { SessionContent } from "./session-lines.js";

/** A run kept alive between calls; its log lines go to whichever call is using it. */
export interface LiveRun {
  readonly run: CompositeRun;
  readonly log: { write: (line: string) => void };
}

interface Entry {
  readonly revision: string;
  readonly content: SessionContent;
  /** The run after the content's last line, when one was replayed or advanced. */
  readonly live: LiveRun | undefined;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  /** @param limit sessions kept; the least recently used is dropped first. */
  constructor(private readonly limit = 64) {}

  /**
   * The kept state of run `key` (its store's `runKey`), if the store's current `revision` is the one
   * it was kept at. Without `revision`, `key` is a session file's path and its revision is read from the file.
   */
  lookup(key: string, revision: string | undefined = fileRevision(key)): Omit<Entry, "revision"> | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (revision !== undefined && revision === entry.revision) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `content` (and the run at its end) for run `key` at `revision`; nothing when the store could not vouch for one. */
  remember(key: string, state: { content: SessionContent; live: LiveRun | undefined }, revision: string | undefined): void {
    this.entries.delete(key);
    if (revision === undefined || state.content.torn !== undefined || state.content.missingNewline) return;
    this.entries.set(key, { revision, ...state });
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > this.limit && oldest !== undefined) this.entries.delete(oldest);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
