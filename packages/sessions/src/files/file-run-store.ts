// The embedded run store: one session file per run (`skill-kit-<id>.jsonl`), its lock beside it.
// Torn tails and missing newlines (an agent's own appends) are this store's alone.
import { lstatSync, readdirSync, rmSync, writeFileSync, type BigIntStats } from "node:fs";
import { join } from "node:path";
import { SessionError } from "@skill-kit/core";
import { appended, headerOf, parseObject, recordText, runText, type Run } from "../run-records.js";
import {
  finishesRun,
  type NewRun,
  type RunAppend,
  type RunEntry,
  type RunLimits,
  type RunStore,
  type StoredRun,
} from "../run-store.js";
import { FileSweeper, markLiveRun, unmarkLiveRun } from "./live-runs.js";
import { parseSessionFile } from "./parse-session-file.js";
import { sessionDir } from "./session-dir.js";
import { appendSessionFile, createSessionFile, readSessionBytes } from "./session-file.js";
import { sessionFileName, sessionFilePattern } from "./session-id.js";
import { withSessionLock } from "./session-lock.js";
import { sessionNotFound } from "../hints.js";

/** Where a run read from a file ends in it: what an append must find there, kept off the run itself. */
interface FilePosition {
  /** The file's size when read, torn tail included. */
  readonly size: number;
  readonly cleanBytes: number;
  readonly torn: Uint8Array | undefined;
  readonly missingNewline: boolean;
}

/** Keyed by the run object a read or an append returned (a cache may hand it back a call later). */
const positions = new WeakMap<Run, FilePosition>();

export interface FileRunStoreOptions {
  /** The session folder (`--session-dir`); by default `<tmpdir>/skill-kit-sessions`, which must be 0700. */
  readonly sessionDir?: string | undefined;
  /** Where `TMPDIR` is read; `process.env` by default. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /** How long an advance waits for another call's lock before `SESSION_BUSY`; 15 s by default. */
  readonly lockTimeoutMs?: number | undefined;
  /** Session files the caller keeps open (a stdio server, with their runs' locks): read and appended through. */
  readonly heldFiles?: HeldSessionFiles | undefined;
  /** Live runs per owner and how long runs are kept (docs/serving.md); none by default. */
  readonly limits?: RunLimits | undefined;
}

/** An open session file and its stat now, or undefined when the caller does not hold `path` (or let it go). */
export interface HeldSessionFiles {
  held(path: string): { readonly fd: number; readonly stat: BigIntStats } | undefined;
}

/**
 * Session files in a folder, which must be ours and writable by no one else: checked on the
 * store's first use (the sessions API makes a store per call unless it is given one).
 */
export function fileRunStore(options: FileRunStoreOptions = {}): RunStore {
  let checked: string | undefined;
  const dir = (): string => (checked ??= sessionDir(options.sessionDir, options.env ?? process.env));
  const pathOf = (id: string): string => {
    const name = sessionFileName(id);
    return join(dir(), name);
  };
  const missing = (id: string, path: string): SessionError => sessionNotFound(id, path);
  const { limits } = options;
  const sweeper = limits === undefined ? undefined : new FileSweeper(limits);
  return {
    name: "session files",
    runKey: pathOf,
    // Each call settles as a promise (a refusal is a rejection, never a throw), like every store's.
    create: (run: NewRun) =>
      settle(() => {
        const path = pathOf(run.id);
        sweeper?.due(dir());
        const marked = limits !== undefined && run.owner !== undefined ? { dir: dir(), owner: run.owner } : undefined;
        if (marked !== undefined && limits !== undefined) markLiveRun({ ...marked, id: run.id, limits });
        try {
          createSessionFile(path, runText(run).join(""));
        } catch (error) {
          if (marked !== undefined) unmarkLiveRun(marked.dir, marked.owner, run.id);
          throw error;
        }
        return path;
      }),
    read: (id: string, owner: string | undefined) =>
      settle((): StoredRun => {
        const path = pathOf(id);
        const { bytes, stat } = readSessionBytes(path, id);
        const file = parseSessionFile(bytes, id);
        if (file.run.header.owner !== owner) throw missing(id, path);
        positions.set(file.run, { ...file, size: bytes.length });
        return { run: file.run, revision: signatureOf(stat, bytes.length), torn: file.torn !== undefined };
      }),
    revision: (id: string) => settle(() => fileRevision(pathOf(id), options.heldFiles)),
    append: (id: string, append: RunAppend) =>
      settle(() => {
        const appended = appendRun({ path: pathOf(id), id, held: options.heldFiles }, append);
        const { owner } = append.after.run.header;
        if (limits !== undefined && owner !== undefined && finishesRun(append.records)) unmarkLiveRun(dir(), owner, id);
        return appended;
      }),
    lock<T>(id: string, work: () => Promise<T>): Promise<T> {
      return settle(() => pathOf(id)).then((path) => withSessionLock(path, work, options.lockTimeoutMs));
    },
    list: (owner?: string) =>
      settle(() =>
        listRuns(dir()).flatMap((entry) => {
          const runOwner = ownerOf(pathOf(entry.id), entry.id);
          return owner === undefined || runOwner === owner ? [{ ...entry, owner: runOwner }] : [];
        }),
      ),
    expire: (before: Date) =>
      settle(() => {
        const folder = dir();
        const old = listRuns(folder).filter((entry) => entry.updatedAt < before);
        for (const { id } of old) {
          const path = join(folder, sessionFileName(id));
          const owner = limits === undefined ? undefined : ownerOf(path, id);
          if (owner !== undefined) unmarkLiveRun(folder, owner, id);
          rmSync(path, { force: true });
          rmSync(`${path}.lock`, { force: true });
        }
        return old.map((entry) => entry.id);
      }),
    close: () => Promise.resolve(),
  };
}

function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Appends after cutting a torn tail (kept beside the file), if the file is still the size it was read at. */
function appendRun(
  { path, id, held }: { readonly path: string; readonly id: string; readonly held: HeldSessionFiles | undefined },
  append: RunAppend,
): StoredRun {
  const at = positions.get(append.after.run);
  // A run this module did not read or write: its place in the file is unknown, so it moved on.
  if (at === undefined) throw movedOn(id);
  const text = (at.missingNewline ? "\n" : "") + append.records.map(recordText).join("");
  if (at.torn !== undefined) keepTornBytes(path, at.torn);
  const written = appendSessionFile(path, text, {
    size: at.size,
    keepBytes: at.torn === undefined ? undefined : at.cleanBytes,
    held: held?.held(path),
  });
  if (written === undefined) throw movedOn(id);
  const size = at.cleanBytes + Buffer.byteLength(text, "utf8");
  const run = appended(append.after.run, append.records);
  positions.set(run, { size, cleanBytes: size, torn: undefined, missingNewline: false });
  return { run, revision: signatureOf(written, size) };
}

function listRuns(folder: string): RunEntry[] {
  return readdirSync(folder).flatMap((name) => {
    const id = sessionFilePattern.exec(name)?.[1];
    const stat = id === undefined ? undefined : statOf(join(folder, name));
    if (id === undefined || stat === undefined || !stat.isFile()) return [];
    return [{ id, updatedAt: new Date(Number(stat.mtimeMs)) }];
  });
}

/** The refusal of an append to a run that changed since it was read (under the lock: an agent's own append). */
function movedOn(id: string): SessionError {
  return new SessionError("SESSION_BUSY", {
    message: `session "${id}" changed while this call ran (another writer appended); nothing was written. Retry the call.`,
  });
}

/** The owner in the file's header (its first line alone is parsed); undefined when it has none or cannot be read. */
function ownerOf(path: string, id: string): string | undefined {
  try {
    const { bytes } = readSessionBytes(path, id);
    const end = bytes.indexOf(10);
    return headerOf(parseObject(bytes.toString("utf8", 0, end < 0 ? bytes.length : end)), id).owner;
  } catch {
    return undefined;
  }
}

function statOf(path: string): BigIntStats | undefined {
  try {
    return lstatSync(path, { bigint: true });
  } catch {
    return undefined;
  }
}

/** A session file's revision: its inode, size and change times; undefined when it is not a regular file. */
export function fileRevision(path: string, heldFiles?: HeldSessionFiles): string | undefined {
  return signatureOf(heldFiles?.held(path)?.stat ?? statOf(path));
}

/** Inode, size and change times of a regular file (of `bytes` bytes, when given). */
function signatureOf(stat: BigIntStats | undefined, bytes?: number): string | undefined {
  if (stat === undefined || !stat.isFile() || (bytes !== undefined && stat.size !== BigInt(bytes))) return undefined;
  return `${String(stat.ino)}:${String(stat.size)}:${String(stat.mtimeNs)}:${String(stat.ctimeNs)}`;
}

/** The only bytes ever removed from a session file are kept beside it. */
function keepTornBytes(path: string, torn: Uint8Array): void {
  writeFileSync(`${path}.torn-${Date.now()}`, torn, { mode: 0o600, flag: "wx" });
}
