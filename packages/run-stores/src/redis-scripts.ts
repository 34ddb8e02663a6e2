// The Redis store's scripts: each does one call's reads and writes atomically, in one round trip.
import { RedisScript } from "./redis-script.js";

/**
 * KEYS run lines, meta, index, owner's live runs ('' when none are kept); ARGV id, now, owner (''
 * for none), live runs at most (0: no bound), run TTL ms (0: kept for good), finished TTL ms,
 * lines… → {1} made, {0} already there, {-1, oldest change} the owner is at the bound. With a TTL,
 * the run's keys expire that long after the create, and the owner's live runs (a sorted set by
 * last change, itself expiring) lose those past it first.
 */
export const createScript = new RedisScript(`if redis.call('EXISTS', KEYS[1]) == 1 then return {0} end
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[5])
if KEYS[4] ~= '' then
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', '(' .. (now - ttl))
  if tonumber(ARGV[4]) > 0 and redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[4]) then
    local oldest = redis.call('ZRANGE', KEYS[4], 0, 0, 'WITHSCORES')
    return {-1, tonumber(oldest[2])}
  end
end
redis.call('RPUSH', KEYS[1], unpack(ARGV, 7))
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], 'owner', ARGV[3]) end
redis.call('ZADD', KEYS[3], now, ARGV[1])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  redis.call('PEXPIRE', KEYS[2], ttl)
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', '(' .. (now - math.max(ttl, tonumber(ARGV[6]))))
end
if KEYS[4] ~= '' then
  redis.call('ZADD', KEYS[4], now, ARGV[1])
  redis.call('PEXPIRE', KEYS[4], ttl)
end
return {1}`);

/** KEYS lock, lines; ARGV token, lease ms → the line count (the revision), -1 held by another, -2 no run. */
export const takeScript = new RedisScript(`local count = redis.call('LLEN', KEYS[2])
if count == 0 then return -2 end
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return -1 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return count`);

/**
 * KEYS lines, index, lock, meta, owner's live runs (''); ARGV id, now, expected count, token (''
 * for none), keep ('1'/'0'), lease ms, run TTL ms (0: kept for good), finished TTL ms, finishes
 * ('1'/'0'), lines… → the new count; -1 when the run moved on or another holds its lease, -2 no
 * run. With a token, the lease is renewed (keep) or released in the same script. With a TTL, the
 * run's keys expire that long after this append (the finished TTL when it ends the run, which then
 * leaves the owner's live runs).
 */
export const appendScript = new RedisScript(`local count = redis.call('LLEN', KEYS[1])
if count == 0 then return -2 end
if count ~= tonumber(ARGV[3]) then return -1 end
local holder = redis.call('GET', KEYS[3])
if holder and holder ~= ARGV[4] then return -1 end
count = redis.call('RPUSH', KEYS[1], unpack(ARGV, 10))
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
if ARGV[4] ~= '' then
  if ARGV[5] == '1' then redis.call('SET', KEYS[3], ARGV[4], 'PX', ARGV[6]) else redis.call('DEL', KEYS[3]) end
end
if tonumber(ARGV[7]) > 0 then
  local keep = ARGV[7]
  if ARGV[9] == '1' then keep = ARGV[8] end
  redis.call('PEXPIRE', KEYS[1], keep)
  redis.call('PEXPIRE', KEYS[4], keep)
end
if KEYS[5] ~= '' then
  if ARGV[9] == '1' then redis.call('ZREM', KEYS[5], ARGV[1]) else
    redis.call('ZADD', KEYS[5], 'XX', ARGV[2], ARGV[1])
    redis.call('PEXPIRE', KEYS[5], ARGV[7])
  end
end
return count`);

/** KEYS lock; ARGV token, lease ms. */
export const renewScript = new RedisScript(
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`,
);

/** KEYS lock; ARGV token. */
export const releaseScript = new RedisScript(
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`,
);
