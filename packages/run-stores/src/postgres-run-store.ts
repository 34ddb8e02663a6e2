// Runs in PostgreSQL: one row per run, its lines a text array. An append is one UPDATE that checks
// the line count; the lock is a lease in the same row (docs/decisions/2026-11-25-run-stores.md).
import { checkMessageKey, messageLifetimeMs, recordText, runText } from "@skill-kit/sessions";
import type { NewRun, RunAppend, RunEntry, RunStore, StoredRun } from "@skill-kit/sessions";
import pg from "pg";
import { appendedRun, ownedRun, type DatabaseTiming } from "./database-runs.js";
import { withLease, type LeaseOps } from "./lease.js";
import { busy, guarded, missing, movedOn } from "./store-errors.js";

export interface PostgresRunStoreOptions extends DatabaseTiming {
  /** `postgres://user:password@host:port/database`. */
  readonly url: string;
  /** The table; created on first use. `skill_kit_runs` by default. */
  readonly table?: string | undefined;
}

export function postgresRunStore(options: PostgresRunStoreOptions): RunStore {
  const table = options.table ?? "skill_kit_runs";
  if (!/^[a-z_][a-z0-9_]{0,53}$/.test(table)) throw new TypeError(`table must be a plain lowercase SQL name, found "${table}"`);
  const timeoutMs = options.timeoutMs ?? 3000;
  const url = new URL(options.url);
  const name = `PostgreSQL at ${url.hostname}:${url.port || "5432"}`;
  const pool = new pg.Pool({
    connectionString: options.url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    max: 10,
  });
  // An idle connection the server dropped: the next query reconnects.
  pool.on("error", () => undefined);
  let schema: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    schema ??= createTable(pool, table).catch((error: unknown) => {
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

  const lease: (id: string) => LeaseOps = (id) => ({
    take: async (token, leaseMs) => {
      const taken = await query(
        `UPDATE ${table} SET lock_token = $2, lock_until = now() + $3 * interval '1 millisecond'
         WHERE id = $1 AND (lock_token IS NULL OR lock_until < now()) RETURNING id`,
        [id, token, leaseMs],
      );
      if (taken.length > 0) return true;
      return (await query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0 ? false : "missing";
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
      await query(`INSERT INTO ${table} (id, owner, lines) VALUES ($1, $2, $3)`, [run.id, run.owner ?? null, runText(run)]);
      return `${url.protocol}//${url.host}${url.pathname}#${table}/${run.id}`;
    },
    async read(id: string, owner: string | undefined): Promise<StoredRun> {
      const [row] = await query(`SELECT owner, lines FROM ${table} WHERE id = $1`, [id]);
      const lines: unknown = row?.["lines"];
      if (row === undefined || (row["owner"] ?? undefined) !== owner || !isTextList(lines)) throw missing(id, name);
      return ownedRun({ id, owner, lines, store: name });
    },
    async revision(id: string): Promise<string | undefined> {
      const [row] = await query(`SELECT cardinality(lines) AS count FROM ${table} WHERE id = $1`, [id]);
      return row === undefined ? undefined : String(row["count"]);
    },
    async append(id: string, append: RunAppend): Promise<StoredRun> {
      const [row] = await query(
        `UPDATE ${table} SET lines = lines || $3::text[], updated_at = now()
         WHERE id = $1 AND cardinality(lines) = $2 RETURNING cardinality(lines) AS count`,
        [id, append.after.run.records.length + 1, append.records.map(recordText)],
      );
      if (row === undefined) throw movedOn(id);
      return appendedRun(append.after.run, append.records, row["count"]);
    },
    lock<T>(id: string, work: () => Promise<T>): Promise<T> {
      return withLease(lease(id), work, {
        leaseMs: options.leaseMs ?? 5000,
        waitMs: options.lockTimeoutMs ?? 15_000,
        busy: () => busy(id, name),
      });
    },
    async list(owner?: string): Promise<readonly RunEntry[]> {
      const rows =
        owner === undefined
          ? await query(`SELECT id, updated_at FROM ${table} ORDER BY created_at`, [])
          : await query(`SELECT id, updated_at FROM ${table} WHERE owner = $1 ORDER BY created_at`, [owner]);
      return rows.flatMap((row) => entryOf(row));
    },
    async expire(before: Date): Promise<readonly string[]> {
      const rows = await query(`DELETE FROM ${table} WHERE updated_at < $1 RETURNING id`, [before]);
      return rows.flatMap((row) => (typeof row["id"] === "string" ? [row["id"]] : []));
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
    close: () => pool.end(),
  };
}

type Row = Readonly<Record<string, unknown>>;

async function createTable(pool: pg.Pool, table: string): Promise<void> {
  try {
    await pool.query(`CREATE TABLE IF NOT EXISTS ${table} (
      id text PRIMARY KEY,
      owner text,
      lines text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      lock_token text,
      lock_until timestamptz
    )`);
    await pool.query(`CREATE TABLE IF NOT EXISTS ${table}_messages (
      key text PRIMARY KEY,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  } catch (error) {
    // Two processes creating it at once: the loser's catalog insert collides; the table is there.
    if (!isCode(error, "23505") && !isCode(error, "42P07")) throw error;
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}

function isTextList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((line) => typeof line === "string");
}

function entryOf(row: Row): RunEntry[] {
  const { id, updated_at: updatedAt } = row;
  return typeof id === "string" && updatedAt instanceof Date ? [{ id, updatedAt }] : [];
}
