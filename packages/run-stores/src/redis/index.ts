// The Redis run store: `@skill-kit/run-stores/redis`.
export { redisRunStore } from "../redis-run-store.js";
export type { RedisRunStoreOptions } from "../redis-run-store.js";
