// What a long-lived process (the MCP server) keeps between calls on a session, so an advance
// neither rereads nor replays a file it wrote itself. A change by any other writer shows in the
// file's identity (inode, size, times), and the call then reads and replays the file as usual.
import { lstatSync, type BigIntStats } from "node:fs";
import type { CompositeRun } from "@skill-kit/core";
import type { SessionContent } from "./session-lines.js";

/** A run kept alive between calls; its log lines go to whichever call is using it. */
export interface LiveRun {
  readonly run: CompositeRun;
  readonly log: { write: (line: string) => void };
}

interface Entry {
  readonly signature: string;
  readonly content: SessionContent;
  /** The run after the file's last line, when one was replayed or advanced. */
  readonly live: LiveRun | undefined;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  /** @param limit sessions kept; the least recently used is dropped first. */
  constructor(private readonly limit = 64) {}

  /** The kept state of `path`, if the file is still exactly the one it describes. */
  lookup(path: string): Omit<Entry, "signature"> | undefined {
    const entry = this.entries.get(path);
    if (entry === undefined) return undefined;
    if (signatureOf(statOf(path)) === entry.signature) return entry;
    this.entries.delete(path);
    return undefined;
  }

  /**
   * Keeps `content` (and the run at its end) for `path`, if the file holds exactly those bytes.
   * `written`: the file's stat taken through the descriptor this process just wrote with, which
   * spares looking the path up again; without it the path is stat'ed.
   */
  remember(path: string, state: { content: SessionContent; live: LiveRun | undefined }, written?: BigIntStats): void {
    this.entries.delete(path);
    const signature = signatureOf(written ?? statOf(path), state.content.cleanBytes);
    if (signature === undefined || state.content.torn !== undefined || state.content.missingNewline) return;
    this.entries.set(path, { signature, ...state });
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > this.limit && oldest !== undefined) this.entries.delete(oldest);
  }

  forget(path: string): void {
    this.entries.delete(path);
  }
}

function statOf(path: string): BigIntStats | undefined {
  try {
    return lstatSync(path, { bigint: true });
  } catch {
    return undefined;
  }
}

/** Inode, size and change times of a regular file (of `bytes` bytes, when given). */
function signatureOf(stat: BigIntStats | undefined, bytes?: number): string | undefined {
  if (stat === undefined || !stat.isFile() || (bytes !== undefined && stat.size !== BigInt(bytes))) return undefined;
  return `${String(stat.ino)}:${String(stat.size)}:${String(stat.mtimeNs)}:${String(stat.ctimeNs)}`;
}
