// Runs in Redis: a run's lines in a list, its owner in a hash, every run in a sorted set by last
// change. An append is one Lua script that checks the list's length; the lock is SET NX PX with a
// token, renewed while held and released by compare-and-delete.
import { checkMessageKey, messageLifetimeMs, recordText, runText } from "@skill-kit/sessions";
import type { NewRun, RunAppend, RunEntry, RunStore, StoredRun } from "@skill-kit/sessions";
import { Redis } from "ioredis";
import { appendedRun, ownedRun, type DatabaseTiming } from "./database-runs.js";
import { withLease, type LeaseOps } from "./lease.js";
import { busy, guarded, missing, movedOn } from "./store-errors.js";

export interface RedisRunStoreOptions extends DatabaseTiming {
  /** `redis://[user:password@]host:port[/db]`. */
  readonly url: string;
  /** Prefix of every key; `skill-kit` by default. */
  readonly prefix?: string | undefined;
}

const createScript = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('RPUSH', KEYS[1], unpack(ARGV, 4))
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], 'owner', ARGV[3]) end
redis.call('ZADD', KEYS[3], ARGV[2], ARGV[1])
return 1`;
const appendScript = `if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[3]) then return -1 end
local count = redis.call('RPUSH', KEYS[1], unpack(ARGV, 4))
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
return count`;
const renewScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function redisRunStore(options: RedisRunStoreOptions): RunStore {
  const prefix = options.prefix ?? "skill-kit";
  const timeoutMs = options.timeoutMs ?? 3000;
  const url = new URL(options.url);
  const name = `Redis at ${url.hostname}:${url.port || "6379"}`;
  const client = new Redis(options.url, {
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
  const call = <T>(work: () => Promise<T>): Promise<T> => guarded(name, work);

  const lease = (id: string): LeaseOps => ({
    take: (token, leaseMs) =>
      call(async () => {
        if ((await client.set(keys(id).lock, token, "PX", leaseMs, "NX")) === "OK") return true;
        return (await client.exists(keys(id).lines)) === 1 ? false : "missing";
      }),
    renew: (token, leaseMs) =>
      call(async () => {
        await client.eval(renewScript, 1, keys(id).lock, token, leaseMs);
      }),
    release: (token) =>
      call(async () => {
        await client.eval(releaseScript, 1, keys(id).lock, token);
      }),
  });

  return {
    name,
    runKey: (id) => `${url.protocol}//${url.host}${url.pathname}#${prefix}/${id}`,
    create: (run: NewRun) =>
      call(async () => {
        const { lines, meta } = keys(run.id);
        const made = await client.eval(createScript, 3, lines, meta, index, run.id, Date.now(), run.owner ?? "", ...runText(run));
        if (made !== 1) throw new Error(`run ${run.id} already exists`);
        return `${url.protocol}//${url.host}${url.pathname}#${prefix}/${run.id}`;
      }),
    read: (id: string, owner: string | undefined) =>
      call(async (): Promise<StoredRun> => {
        const [lines, stored] = await Promise.all([client.lrange(keys(id).lines, 0, -1), client.hget(keys(id).meta, "owner")]);
        if (lines.length === 0 || (stored ?? undefined) !== owner) throw missing(id, name);
        return ownedRun({ id, owner, lines, store: name });
      }),
    revision: (id: string) =>
      call(async () => {
        const count = await client.llen(keys(id).lines);
        return count === 0 ? undefined : String(count);
      }),
    append: (id: string, append: RunAppend) =>
      call(async (): Promise<StoredRun> => {
        const count = await client.eval(
          appendScript,
          2,
          keys(id).lines,
          index,
          id,
          Date.now(),
          append.after.run.records.length + 1,
          ...append.records.map(recordText),
        );
        if (typeof count !== "number" || count < 0) throw movedOn(id);
        return appendedRun(append.after.run, append.records, count);
      }),
    lock: <T>(id: string, work: () => Promise<T>) =>
      withLease(lease(id), work, {
        leaseMs: options.leaseMs ?? 5000,
        waitMs: options.lockTimeoutMs ?? 15_000,
        busy: () => busy(id, name),
      }),
    list: (owner?: string) =>
      call(async (): Promise<readonly RunEntry[]> => {
        const flat = await client.zrange(index, "0", "-1", "WITHSCORES");
        const entries: RunEntry[] = [];
        for (let at = 0; at + 1 < flat.length; at += 2) {
          const id = flat[at] ?? "";
          if (owner !== undefined && (await client.hget(keys(id).meta, "owner")) !== owner) continue;
          entries.push({ id, updatedAt: new Date(Number(flat[at + 1])) });
        }
        return entries;
      }),
    expire: (before: Date) =>
      call(async () => {
        const ids = await client.zrangebyscore(index, "-inf", `(${String(before.getTime())}`);
        for (const id of ids) {
          const { lines, meta, lock } = keys(id);
          await client.multi().del(lines, meta, lock).zrem(index, id).exec();
        }
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
      await client.quit().catch(() => {
        client.disconnect();
      });
    },
  };
}
