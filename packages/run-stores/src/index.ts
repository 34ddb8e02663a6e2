// The public API of @skill-kit/run-stores: `openRunStore` for a `--store` spec; the stores
// themselves are the `./postgres` and `./redis` subpaths.
export { openRunStore } from "./open-run-store.js";
export type { RunStoreSettings } from "./open-run-store.js";
