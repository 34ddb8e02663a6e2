// The statements of the PostgreSQL store on the hot path, named so that each connection prepares
// them once. Each is one round trip: a CTE does the write and says in the same answer whether the
// run exists, so a refusal needs no second query to tell a moved-on run from a missing one.

export interface Statement {
  readonly name: string;
  readonly text: string;
}

export interface RunStatements {
  /** $1 id, $2 token, $3 lease ms → `count` (the revision; null when not taken), `found`. */
  readonly take: Statement;
  /**
   * $1 id, $2 expected line count, $3 lines, $4 token (null: none held), $5 keep, $6 lease ms, $7
   * finished (the lines end the run) →
   * `count` (null when refused), `found`. Refused when the run moved on or another holds its lease;
   * with a token, the lease is renewed (keep) or released in the same statement.
   */
  readonly append: Statement;
  /** $1 id → `count`. */
  readonly revision: Statement;
  /** $1 id → `owner`, `lines`. */
  readonly read: Statement;
  /**
   * $1 id, $2 owner, $3 lines, $4 run TTL ms, $5 live runs at most → `made` (1 or 0), `live`, and
   * `retry_ms` (when the owner's oldest live run expires). Run holding the owner's advisory lock.
   */
  readonly createBounded: Statement;
  /** $1 owner → takes the owner's advisory lock until the transaction ends. */
  readonly lockOwner: Statement;
  /** $1 run TTL ms, $2 finished-run TTL ms → `id` of each run removed. */
  readonly sweep: Statement;
}

export function runStatements(table: string): RunStatements {
  const lease = `now() + $3 * interval '1 millisecond'`;
  return {
    take: {
      name: `${table}.take`,
      text: `WITH taken AS (
        UPDATE ${table} SET lock_token = $2, lock_until = ${lease}
        WHERE id = $1 AND (lock_token IS NULL OR lock_until < now() OR lock_token = $2)
        RETURNING cardinality(lines) AS count)
      SELECT (SELECT count FROM taken) AS count, EXISTS (SELECT 1 FROM ${table} WHERE id = $1) AS found`,
    },
    append: {
      name: `${table}.append`,
      text: `WITH moved AS (
        UPDATE ${table} SET lines = lines || $3::text[], updated_at = now(), finished = finished OR $7::boolean,
          lock_token = CASE WHEN $4::text IS NULL THEN lock_token WHEN $5::boolean THEN $4::text END,
          lock_until = CASE WHEN $4::text IS NULL THEN lock_until WHEN $5::boolean THEN now() + $6 * interval '1 millisecond' END
        WHERE id = $1 AND cardinality(lines) = $2 AND (lock_token IS NULL OR lock_until < now() OR lock_token = $4::text)
        RETURNING cardinality(lines) AS count)
      SELECT (SELECT count FROM moved) AS count, EXISTS (SELECT 1 FROM ${table} WHERE id = $1) AS found`,
    },
    revision: { name: `${table}.revision`, text: `SELECT cardinality(lines) AS count FROM ${table} WHERE id = $1` },
    read: { name: `${table}.read`, text: `SELECT owner, lines FROM ${table} WHERE id = $1` },
    createBounded: {
      name: `${table}.create_bounded`,
      text: `WITH live AS (
        SELECT count(*)::int AS n, min(updated_at) AS oldest FROM ${table}
        WHERE owner = $2 AND NOT finished AND updated_at > now() - $4 * interval '1 millisecond'),
      made AS (INSERT INTO ${table} (id, owner, lines) SELECT $1, $2, $3 FROM live WHERE live.n < $5 RETURNING id)
      SELECT (SELECT count(*)::int FROM made) AS made, live.n AS live,
        (extract(epoch FROM live.oldest + $4 * interval '1 millisecond' - now()) * 1000)::float8 AS retry_ms
      FROM live`,
    },
    lockOwner: { name: `${table}.lock_owner`, text: `SELECT pg_advisory_xact_lock(hashtext('${table}'), hashtext($1))` },
    sweep: {
      name: `${table}.sweep`,
      text: `DELETE FROM ${table} WHERE updated_at < now() - $1 * interval '1 millisecond'
        OR (finished AND updated_at < now() - $2 * interval '1 millisecond') RETURNING id`,
    },
  };
}
