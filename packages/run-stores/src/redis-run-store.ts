// Runs in Redis: a run's lines in a list, its owner in a hash, every run in a sorted set by last
// change, a run's lock in a key with a token and an expiry (a lease). Each call is one Lua script
// (redis-scripts.ts); an advance is one when this process keeps the run's lease: the append checks
// the list's length and the lease, and renews it (docs/decisions/2026-11-26-one-round-trip-per-advance.md).
import { createHash } from "node:crypto";
import { checkMessageKey, finishesRun, liveRunLimit, messageLifetimeMs, recordText, runText } from "@skill-kit/sessions";
import type { NewRun, RunAppend, RunEntry, RunLimits, RunStore, StoredRun } from "@skill-kit/sessions";
import { Redis } from "ioredis";
import { appendedRun, ownedRun, type DatabaseTiming } from "./database-runs.js";
import { KeptLeases, type LeaseOps } from "./kept-lease.js";
import { appendScript, createScript, releaseScript, renewScript, takeScript } from "./redis-scripts.js";
import { busy, guarded, missing, movedOn } from "./store-errors.js";
import { storeUrlSettings } from "./store-url.js";

export interface RedisRunStoreOptions extends DatabaseTiming {
  /** `redis://[user:password@]host:port[/db]`. */
  readonly url: string;
  /** Prefix of every key; `skill-kit` by default. */
  readonly prefix?: string | undefined;
  /**
   * Live runs per owner and how long runs are kept (docs/serving.md): with them, every run's keys
   * expire (refreshed on each append) and each owner's live runs are a sorted set; none by default.
   */
  readonly limits?: RunLimits | undefined;
}

export function redisRunStore(options: RedisRunStoreOptions): RunStore {
  const prefix = options.prefix ?? "skill-kit";
  const timeoutMs = options.timeoutMs ?? 3000;
  const settings = storeUrlSettings(options.url, ["keep_lease_ms"]);
  const url = new URL(settings.url);
  const name = `Redis at ${url.hostname}:${url.port || "6379"}`;
  // One connection: commands from concurrent calls are pipelined on it, so no pool is needed.
  const client = new Redis(settings.url, {
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // A dropped connection: ioredis reconnects; calls meanwhile fail within the timeout.
  client.on("error", () => undefined);
  const keys = (id: string) => ({
    lines: `${prefix}:run:${id}:lines`,
    meta: `${prefix}:run:${id}:meta`,
    lock: `${prefix}:run:${id}:lock`,
  });
  const index = `${prefix}:runs`;
  const { limits } = options;
  /** The sorted set of `owner`'s live runs, kept only with limits. */
  const liveOf = (owner: string | undefined): string =>
    limits === undefined || owner === undefined
      ? ""
      : `${prefix}:owner:${createHash("sha256").update(owner).digest("hex").slice(0, 32)}:live`;
  const call = <T>(work: () => Promise<T>): Promise<T> => guarded(name, work);
  const leaseMs = options.leaseMs ?? 5000;
  const leases = new KeptLeases({
    leaseMs,
    waitMs: options.lockTimeoutMs ?? 15_000,
    keepMs: Math.min(options.keepLeaseMs ?? settings.keepLeaseMs ?? 250, leaseMs / 4),
    busy: (id) => busy(id, name),
  });

  const lease = (id: string): LeaseOps => ({
    take: (token, leaseMs) =>
      call(async () => {
        const count = await takeScript.run(client, [keys(id).lock, keys(id).lines], [token, leaseMs]);
        if (typeof count === "number" && count > 0) return { revision: String(count) };
        return count === -2 ? "missing" : "busy";
      }),
    renew: (token, leaseMs) =>
      call(async () => {
        await renewScript.run(client, [keys(id).lock], [token, leaseMs]);
      }),
    release: (token) =>
      call(async () => {
        await releaseScript.run(client, [keys(id).lock], [token]);
      }),
  });

  return {
    name,
    runKey: (id) => `${url.protocol}//${url.host}${url.pathname}#${prefix}/${id}`,
    create: (run: NewRun) =>
      call(async () => {
        const { lines, meta } = keys(run.id);
        const text = runText(run);
        const made = await createScript.run(
          client,
          [lines, meta, index, liveOf(run.owner)],
          [
            run.id,
            Date.now(),
            run.owner ?? "",
            limits?.maxLiveRuns ?? 0,
            limits?.runTtlMs ?? 0,
            limits?.finishedRunTtlMs ?? 0,
            ...text,
          ],
        );
        const reply: readonly unknown[] = Array.isArray(made) ? made : [];
        const [outcome, oldest] = reply;
        if (outcome === -1 && limits !== undefined)
          throw liveRunLimit({ limits, oldestChange: typeof oldest === "number" ? new Date(oldest) : undefined, store: name });
        if (outcome !== 1) throw new Error(`run ${run.id} already exists`);
        leases.created(run.id, String(text.length));
        return `${url.protocol}//${url.host}${url.pathname}#${prefix}/${run.id}`;
      }),
    read: (id: string, owner: string | undefined) =>
      call(async (): Promise<StoredRun> => {
        const [lines, stored] = await Promise.all([client.lrange(keys(id).lines, 0, -1), client.hget(keys(id).meta, "owner")]);
        if (lines.length === 0 || (stored ?? undefined) !== owner) throw missing(id, name);
        const found = ownedRun({ id, owner, lines, store: name });
        leases.read(id, String(lines.length));
        return found;
      }),
    revision: (id: string) =>
      call(async () => {
        const known = leases.known(id);
        if (known !== undefined) return known;
        const count = await client.llen(keys(id).lines);
        return count === 0 ? undefined : String(count);
      }),
    append: (id: string, append: RunAppend) =>
      call(async (): Promise<StoredRun> => {
        const held = leases.appendLease(id);
        const sentAt = Date.now();
        const count = await appendScript
          .run(
            client,
            [keys(id).lines, index, keys(id).lock, keys(id).meta, liveOf(append.after.run.header.owner)],
            [
              id,
              sentAt,
              append.after.run.records.length + 1,
              held?.token ?? "",
              held?.keep === true ? "1" : "0",
              leaseMs,
              limits?.runTtlMs ?? 0,
              limits?.finishedRunTtlMs ?? 0,
              finishesRun(append.records) ? "1" : "0",
              ...append.records.map(recordText),
            ],
          )
          .catch((error: unknown) => {
            leases.failed(id);
            throw error;
          });
        if (typeof count !== "number" || count < 0) {
          leases.failed(id);
          throw count === -2 ? missing(id, name) : movedOn(id);
        }
        leases.appended(id, String(count), sentAt);
        return appendedRun(append.after.run, append.records, count);
      }),
    lock: <T>(id: string, work: () => Promise<T>) => leases.lock(id, lease(id), work),
    list: (owner?: string) =>
      call(async (): Promise<readonly RunEntry[]> => {
        const flat = await client.zrange(index, "0", "-1", "WITHSCORES");
        const ids = flat.filter((_value, at) => at % 2 === 0);
        // Sent together on the one connection: one round trip for the owners of all runs.
        const owners = await Promise.all(ids.map((id) => client.hget(keys(id).meta, "owner")));
        return ids.flatMap((id, at) => {
          // A run with no owner has "" in its hash; a run removed meanwhile has no hash.
          const stored = owners[at];
          const runOwner = stored === null || stored === "" ? undefined : stored;
          if (owner !== undefined && runOwner !== owner) return [];
          return [{ id, owner: runOwner, updatedAt: new Date(Number(flat[at * 2 + 1])) }];
        });
      }),
    expire: (before: Date) =>
      call(async () => {
        const ids = await client.zrangebyscore(index, "-inf", `(${String(before.getTime())}`);
        for (const id of ids) {
          const { lines, meta, lock } = keys(id);
          const live = liveOf((await client.hget(meta, "owner")) ?? undefined);
          const removal = client.multi().del(lines, meta, lock).zrem(index, id);
          await (live === "" ? removal : removal.zrem(live, id)).exec();
        }
        leases.dropped(ids);
        return ids;
      }),
    messages: {
      async leave(key: string, message: string) {
        const at = `${prefix}:message:${checkMessageKey(key)}`;
        return call(async () => {
          await client.set(at, message, "PX", messageLifetimeMs);
        });
      },
      async take(key: string) {
        const at = `${prefix}:message:${checkMessageKey(key)}`;
        return call(async () => (await client.getdel(at)) ?? undefined);
      },
    },
    close: async () => {
      await leases.releaseKept(lease);
      await client.quit().catch(() => {
        client.disconnect();
      });
    },
  };
}
