// The PostgreSQL store's tables, created on first use.
import type pg from "pg";

export async function createTables(pool: pg.Pool, table: string): Promise<void> {
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
