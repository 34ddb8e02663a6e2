// The PostgreSQL store's tables, created on first use; a table made by an earlier version gains
// the `finished` column and the indexes the limits need (docs/serving.md).
import type pg from "pg";

export async function createTables(pool: pg.Pool, table: string): Promise<void> {
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${table} (
      id text PRIMARY KEY,
      owner text,
      lines text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      lock_token text,
      lock_until timestamptz,
      finished boolean NOT NULL DEFAULT false
    )`,
    `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS finished boolean NOT NULL DEFAULT false`,
    // An owner's live runs, counted on each create when the store has limits.
    `CREATE INDEX IF NOT EXISTS ${table}_live ON ${table} (owner, updated_at) WHERE NOT finished`,
    // The sweep's range.
    `CREATE INDEX IF NOT EXISTS ${table}_updated ON ${table} (updated_at)`,
    `CREATE TABLE IF NOT EXISTS ${table}_messages (
      key text PRIMARY KEY,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ];
  for (const statement of statements) {
    try {
      await pool.query(statement);
    } catch (error) {
      // Two processes creating it at once: the loser's catalog insert collides; it is there.
      if (!isCode(error, "23505") && !isCode(error, "42P07") && !isCode(error, "42701")) throw error;
    }
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
