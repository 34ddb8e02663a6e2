// Runs in PostgreSQL: one row per run, its lines a text array; the lock is a lease in the same row
// (docs/decisions/2026-11-25-run-stores.md). An advance is one statement when this process keeps
// the run's lease: the append checks the line count and the lease, and renews it
// (docs/decisions/2026-11-26-one-round-trip-per-advance.md).
import {
  checkMessageKey,
  defaultSweepEveryMs,
  finishesRun,
  liveRunLimit,
  messageLifetimeMs,
  recordText,
  runText,
} from "@skill-kit/sessions";
import type { NewRun, RunAppend, RunEntry, RunLimits, RunStore, StoredRun } from "@skill-kit/sessions";
import pg from "pg";
import { appendedRun, ownedRun, type DatabaseTiming } from "./database-runs.js";
import { KeptLeases, type LeaseOps } from "./kept-lease.js";
import { runStatements, type Statement } from "./postgres-statements.js";
import { createTables } from "./postgres-table.js";
import { busy, guarded, missing, movedOn } from "./store-errors.js";
import { storeUrlSettings } from "./store-url.js";

export interface PostgresRunStoreOptions extends DatabaseTiming {
  /** `postgres://user:password@host:port/database`. */
  readonly url: string;
  /** The table; created on first use. `skill_kit_runs` by default. */
  readonly table?: string | undefined;
  /** Connections at most (`?pool_size=` in the URL); 10 by default. */
  readonly poolSize?: number | undefined;
  /** Live runs per owner and how long runs are kept (docs/serving.md); none by default. */
  readonly limits?: RunLimits | undefined;
}

export function postgresRunStore(options: PostgresRunStoreOptions): RunStore {
  const table = options.table ?? "skill_kit_runs";
  if (!/^[a-z_][a-z0-9_]{0,53}$/.test(table)) throw new TypeError(`table must be a plain lowercase SQL name, found "${table}"`);
  const timeoutMs = options.timeoutMs ?? 3000;
  const settings = storeUrlSettings(options.url, ["pool_size", "keep_lease_ms"]);
  const url = new URL(settings.url);
  const name = `PostgreSQL at ${url.hostname}:${url.port || "5432"}`;
  const pool = new pg.Pool({
    connectionString: settings.url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    max: options.poolSize ?? settings.poolSize ?? defaultPoolSize,
  });
  const leaseMs = options.leaseMs ?? 5000;
  const leases = new KeptLeases({
    leaseMs,
    waitMs: options.lockTimeoutMs ?? 15_000,
    keepMs: Math.min(options.keepLeaseMs ?? settings.keepLeaseMs ?? defaultKeepLeaseMs, leaseMs / 4),
    busy: (id) => busy(id, name),
  });
  const statements = runStatements(table);
  // An idle connection the server dropped: the next query reconnects.
  pool.on("error", () => undefined);
  let schema: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    schema ??= createTables(pool, table).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  const query = (text: string, values: readonly unknown[]) =>
    guarded(name, async () => {
      await ready();
      return (await pool.query<Row>(text, [...values])).rows;
    });
  const run = (statement: Statement, values: readonly unknown[]) =>
    guarded(name, async () => {
      await ready();
      return (await pool.query<Row>({ ...statement, values: [...values] })).rows;
    });

  const { limits } = options;
  let lastSweep = 0;
  /** Removes expired runs when a sweep is due (at most once per `sweepEveryMs`); a failed sweep waits for the next. */
  const sweepIfDue = async (): Promise<void> => {
    if (limits === undefined || Date.now() - lastSweep < (limits.sweepEveryMs ?? defaultSweepEveryMs)) return;
    lastSweep = Date.now();
    const rows = await run(statements.sweep, [limits.runTtlMs, limits.finishedRunTtlMs]).catch(() => []);
    leases.dropped(rows.flatMap((row) => (typeof row["id"] === "string" ? [row["id"]] : [])));
  };
  /**
   * Inserts the run if its owner has fewer than `maxLiveRuns` live runs, counted while holding the
   * owner's advisory lock: concurrent creates for one owner, from any process, take turns, so the
   * bound is exact.
   */
  const createBounded = (created: NewRun & { readonly owner: string }, lines: readonly string[], bound: RunLimits) =>
    guarded(name, async () => {
      await ready();
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query({ ...statements.lockOwner, values: [created.owner] });
        const { rows } = await client.query<Row>({
          ...statements.createBounded,
          values: [created.id, created.owner, [...lines], bound.runTtlMs, bound.maxLiveRuns],
        });
        await client.query("COMMIT");
        const [row] = rows;
        if (row?.["made"] === 1) return;
        const retryMs = row?.["retry_ms"];
        const oldestChange = typeof retryMs === "number" ? new Date(Date.now() + retryMs - bound.runTtlMs) : undefined;
        throw liveRunLimit({ limits: bound, oldestChange, store: name });
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });

  const lease = (id: string): LeaseOps => ({
    take: async (token, leaseMs) => {
      const [row] = await run(statements.take, [id, token, leaseMs]);
      const count = row?.["count"];
      if (typeof count === "number") return { revision: String(count) };
      return row?.["found"] === true ? "busy" : "missing";
    },
    renew: async (token, leaseMs) => {
      await query(`UPDATE ${table} SET lock_until = now() + $3 * interval '1 millisecond' WHERE id = $1 AND lock_token = $2`, [
        id,
        token,
        leaseMs,
      ]);
    },
    release: async (token) => {
      await query(`UPDATE ${table} SET lock_token = NULL, lock_until = NULL WHERE id = $1 AND lock_token = $2`, [id, token]);
    },
  });

  return {
    name,
    runKey: (id) => `${url.protocol}//${url.host}${url.pathname}#${table}/${id}`,
    async create(run: NewRun): Promise<string> {
      const lines = runText(run);
      await sweepIfDue();
      const { owner } = run;
      if (limits !== undefined && owner !== undefined) await createBounded({ ...run, owner }, lines, limits);
      else await query(`INSERT INTO ${table} (id, owner, lines) VALUES ($1, $2, $3)`, [run.id, run.owner ?? null, lines]);
      leases.created(run.id, String(lines.length));
      return `${url.protocol}//${url.host}${url.pathname}#${table}/${run.id}`;
    },
    async read(id: string, owner: string | undefined): Promise<StoredRun> {
      const [row] = await run(statements.read, [id]);
      const lines: unknown = row?.["lines"];
      if (row === undefined || (row["owner"] ?? undefined) !== owner || !isTextList(lines)) throw missing(id, name);
      const stored = ownedRun({ id, owner, lines, store: name });
      leases.read(id, String(lines.length));
      return stored;
    },
    async revision(id: string): Promise<string | undefined> {
      const known = leases.known(id);
      if (known !== undefined) return known;
      const [row] = await run(statements.revision, [id]);
      return row === undefined ? undefined : String(row["count"]);
    },
    async append(id: string, append: RunAppend): Promise<StoredRun> {
      const held = leases.appendLease(id);
      const sentAt = Date.now();
      const [row] = await run(statements.append, [
        id,
        append.after.run.records.length + 1,
        append.records.map(recordText),
        held?.token ?? null,
        held?.keep ?? false,
        leaseMs,
        finishesRun(append.records),
      ]).catch((error: unknown) => {
        leases.failed(id);
        throw error;
      });
      const count = row?.["count"];
      if (typeof count !== "number") {
        leases.failed(id);
        throw row?.["found"] === true ? movedOn(id) : missing(id, name);
      }
      leases.appended(id, String(count), sentAt);
      return appendedRun(append.after.run, append.records, count);
    },
    lock<T>(id: string, work: () => Promise<T>): Promise<T> {
      return leases.lock(id, lease(id), work);
    },
    async list(owner?: string): Promise<readonly RunEntry[]> {
      const rows =
        owner === undefined
          ? await query(`SELECT id, owner, updated_at FROM ${table} ORDER BY created_at`, [])
          : await query(`SELECT id, owner, updated_at FROM ${table} WHERE owner = $1 ORDER BY created_at`, [owner]);
      return rows.flatMap((row) => entryOf(row));
    },
    async expire(before: Date): Promise<readonly string[]> {
      const rows = await query(`DELETE FROM ${table} WHERE updated_at < $1 RETURNING id`, [before]);
      const ids = rows.flatMap((row) => (typeof row["id"] === "string" ? [row["id"]] : []));
      leases.dropped(ids);
      return ids;
    },
    messages: {
      async leave(key: string, message: string): Promise<void> {
        checkMessageKey(key);
        await query(
          `INSERT INTO ${table}_messages (key, message) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET message = excluded.message, created_at = now()`,
          [key, message],
        );
        await query(`DELETE FROM ${table}_messages WHERE created_at < now() - $1 * interval '1 millisecond'`, [
          messageLifetimeMs,
        ]);
      },
      async take(key: string): Promise<string | undefined> {
        checkMessageKey(key);
        const [row] = await query(`DELETE FROM ${table}_messages WHERE key = $1 RETURNING message`, [key]);
        const message = row?.["message"];
        return typeof message === "string" ? message : undefined;
      },
    },
    close: async () => {
      await leases.releaseKept(lease);
      await pool.end();
    },
  };
}

/** Connections at most: enough for a busy instance on a few cores (each advance holds one for one statement). */
const defaultPoolSize = 10;
/** How long a run's lease is kept after a call for this process's next call on it. */
const defaultKeepLeaseMs = 250;

type Row = Readonly<Record<string, unknown>>;

function isTextList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((line) => typeof line === "string");
}

function entryOf(row: Row): RunEntry[] {
  const { id, owner, updated_at: updatedAt } = row;
  if (typeof id !== "string" || !(updatedAt instanceof Date)) return [];
  return [{ id, owner: typeof owner === "string" ? owner : undefined, updatedAt }];
}
