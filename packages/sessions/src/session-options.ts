// What the sessions API takes besides the call itself, and what it returns: a value or a coded error.
import { join } from "node:path";
import { SkillKitError, type CompositeRun, type ReferenceLoader, type SkillDefinition } from "@skill-kit/core";
import { fileReferences } from "./files/file-references.js";
import { fileRunStore } from "./files/file-run-store.js";
import { sessionDir } from "./files/session-dir.js";
import { sessionFileName } from "./files/session-id.js";
import type { StoredResult } from "./run-records.js";
import { createRun, handshakeOf, type HostChoice } from "./run-context.js";
import type { RunStore } from "./run-store.js";
import type { SessionCache } from "./session-cache.js";

export interface SessionOptions {
  /** The session folder (`--session-dir`); by default `<tmpdir>/skill-kit-sessions`, which must be 0700. */
  readonly sessionDir?: string | undefined;
  /** Where `TMPDIR` and `SKILL_DIR` are read; `process.env` by default. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /** The skill folder: references are files under `<skillDir>/references`; `$SKILL_DIR` by default. */
  readonly skillDir?: string | undefined;
  /** How steps load references, instead of the files under `skillDir`. */
  readonly refs?: ReferenceLoader | undefined;
  /** Response JSON Schemas computed by the build (see `responseSchemas` in core). */
  readonly schemas?: Readonly<Record<string, unknown>> | undefined;
  /** Kept by a long-lived caller: an advance on a file it wrote last neither rereads nor replays it. */
  readonly sessionCache?: SessionCache | undefined;
  /** Where the run's log lines go (observer failures, save warnings), one line each; stderr by default. */
  readonly log?: ((line: string) => void) | undefined;
  /** Where runs live; the session files in `sessionDir` by default (`fileRunStore`). */
  readonly store?: RunStore | undefined;
  /** The identity calling: a run started with an owner is found only by the same owner (others get `SESSION_NOT_FOUND`). */
  readonly owner?: string | undefined;
}

/** A result as the run keeps it: what `--print` prints (its session line without `type`). */
export type SessionResult = StoredResult;

/** The value, or the coded error that stopped the call (the session file is then unchanged). */
export type SessionOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: SkillKitError };

function envOf(options: SessionOptions): Readonly<Record<string, string | undefined>> {
  return options.env ?? process.env;
}

/** The checked path of session `id`'s file: a malformed id is a `UsageError`, an unusable folder a `SessionError`. */
export function sessionPath(id: string, options: Pick<SessionOptions, "sessionDir" | "env"> = {}): string {
  const name = sessionFileName(id);
  return join(sessionDir(options.sessionDir, options.env ?? process.env), name);
}

/** The store a call uses: the one given, or the session files of `sessionDir`. */
export function storeOf(options: SessionOptions): RunStore {
  return options.store ?? fileRunStore({ sessionDir: options.sessionDir, env: envOf(options) });
}

/** A run of `definition` for one call: the refs, schemas and log of `options`, unless `setup` has its own log. */
export function runFor(
  definition: SkillDefinition,
  options: SessionOptions,
  setup: {
    readonly subskill: string | undefined;
    readonly params: unknown;
    readonly host: HostChoice;
    readonly log?: (line: string) => void;
  },
): CompositeRun {
  const refs = options.refs ?? fileReferences(options.skillDir ?? envOf(options)["SKILL_DIR"]);
  return createRun(
    { definition, refs, subskill: setup.subskill, schemas: options.schemas },
    { params: setup.params, host: handshakeOf(setup.host), log: setup.log ?? logOf(options) },
  );
}

export function logOf(options: SessionOptions): (line: string) => void {
  return (
    options.log ??
    ((line) => {
      process.stderr.write(`${line}\n`);
    })
  );
}

/** Runs `work`, turning a coded skill-kit error into `{ ok: false }`; anything else is a bug and is thrown. */
export async function outcomeOf<T>(work: () => Promise<T>): Promise<SessionOutcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (SkillKitError.isInstance(error)) return { ok: false, error };
    throw error;
  }
}
