// The Redis store's scripts: each does one call's reads and writes atomically, in one round trip.
import { RedisScript } from "./redis-script.js";

/** KEYS run lines, meta, index; ARGV id, now, owner ('' for none), lines… → 1 made, 0 already there. */
export const createScript = new RedisScript(`if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('RPUSH', KEYS[1], unpack(ARGV, 4))
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], 'owner', ARGV[3]) end
redis.call('ZADD', KEYS[3], ARGV[2], ARGV[1])
return 1`);

/** KEYS lock, lines; ARGV token, lease ms → the line count (the revision), -1 held by another, -2 no run. */
export const takeScript = new RedisScript(`local count = redis.call('LLEN', KEYS[2])
if count == 0 then return -2 end
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return -1 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return count`);

/**
 * KEYS lines, index, lock; ARGV id, now, expected count, token ('' for none), keep ('1'/'0'), lease
 * ms, lines… → the new count; -1 when the run moved on or another holds its lease, -2 no run. With a
 * token, the lease is renewed (keep) or released in the same script.
 */
export const appendScript = new RedisScript(`local count = redis.call('LLEN', KEYS[1])
if count == 0 then return -2 end
if count ~= tonumber(ARGV[3]) then return -1 end
local holder = redis.call('GET', KEYS[3])
if holder and holder ~= ARGV[4] then return -1 end
count = redis.call('RPUSH', KEYS[1], unpack(ARGV, 7))
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
if ARGV[4] ~= '' then
  if ARGV[5] == '1' then redis.call('SET', KEYS[3], ARGV[4], 'PX', ARGV[6]) else redis.call('DEL', KEYS[3]) end
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
