// `--store file:DIR | postgres://… | redis://…` → a RunStore; only the driver named is loaded.
import { parseStoreSpec } from "@skill-kit/node";
import { fileRunStore, type RunLimits, type RunStore } from "@skill-kit/sessions";

/** What every store takes besides where it is; each has its defaults. */
export interface RunStoreSettings {
  /** How long a call waits for another call's lock before `SESSION_BUSY`; 15 s by default. */
  readonly lockTimeoutMs?: number | undefined;
  /** PostgreSQL and Redis: the bound on connecting and on each statement or command (3 s). */
  readonly timeoutMs?: number | undefined;
  /** PostgreSQL and Redis: how long a lock outlives a holder that stopped renewing it (5 s). */
  readonly leaseMs?: number | undefined;
  /** PostgreSQL and Redis: how long a run's lease is kept after a call for this process's next one (250 ms; `?keep_lease_ms=`). */
  readonly keepLeaseMs?: number | undefined;
  /** PostgreSQL: connections at most (10; `?pool_size=`). */
  readonly poolSize?: number | undefined;
  /** Live runs per owner and how long runs are kept (docs/serving.md); none by default. */
  readonly limits?: RunLimits | undefined;
  /** The file store: where `TMPDIR` is read for the default folder. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
}

export async function openRunStore(spec: string, settings: RunStoreSettings = {}): Promise<RunStore> {
  const store = parseStoreSpec(spec);
  if (store.kind === "file")
    return fileRunStore({
      sessionDir: store.dir,
      env: settings.env,
      lockTimeoutMs: settings.lockTimeoutMs,
      limits: settings.limits,
    });
  const timing = {
    lockTimeoutMs: settings.lockTimeoutMs,
    leaseMs: settings.leaseMs,
    timeoutMs: settings.timeoutMs,
    keepLeaseMs: settings.keepLeaseMs,
    limits: settings.limits,
  };
  if (store.kind === "postgres") {
    const { postgresRunStore } = await import("./postgres/index.js");
    return postgresRunStore({ url: store.url, poolSize: settings.poolSize, ...timing });
  }
  const { redisRunStore } = await import("./redis/index.js");
  return redisRunStore({ url: store.url, ...timing });
}
