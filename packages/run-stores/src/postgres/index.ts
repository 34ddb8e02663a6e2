// The PostgreSQL run store: `@skill-kit/run-stores/postgres`.
export { postgresRunStore } from "../postgres-run-store.js";
export type { PostgresRunStoreOptions } from "../postgres-run-store.js";
