// `--store postgres://…|redis://…` loads the run stores only when asked for. A built skill's
// bin/mcp.cjs replaces this module with one that requires bin/run-stores.cjs (the builder's
// run-stores-chunk.ts), so a server on session files never loads a database driver.
export const loadStores = (): Promise<typeof import("@skill-kit/run-stores")> => import("@skill-kit/run-stores");
