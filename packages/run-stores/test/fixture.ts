// The stores under test, each on a real server (tooling/test-utils/src/servers.ts), and a small looping
// skill to drive through the sessions API.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileRunStore, type RunStore } from "@skill-kit/sessions";
import { skill, terminal, type } from "@skill-kit/core";
import { postgresRunStore } from "../src/postgres/index.js";
import { redisRunStore } from "../src/redis/index.js";
import { startPostgres, startRedis, type TestServer } from "../../../tooling/test-utils/src/servers.js";

export { needsServers } from "../../../tooling/test-utils/src/servers.js";

/** Eight steps in a line, each answered with its number: a lost or repeated step shows in the run's lines. */
const answer = type({ n: "number" });
const at = (n: number) => ({ prompt: `Say ${String(n)}.`, response: answer });
export const steps = 8;
export const chain = skill({ name: "chain", description: "Eight steps in a line", entry: "s1" })
  .step("s1", { ...at(1), next: "s2" })
  .step("s2", { ...at(2), next: "s3" })
  .step("s3", { ...at(3), next: "s4" })
  .step("s4", { ...at(4), next: "s5" })
  .step("s5", { ...at(5), next: "s6" })
  .step("s6", { ...at(6), next: "s7" })
  .step("s7", { ...at(7), next: "s8" })
  .step("s8", { ...at(8), next: terminal })
  .build();

export type Timing = {
  readonly lockTimeoutMs?: number;
  readonly leaseMs?: number;
  readonly timeoutMs?: number;
  readonly keepLeaseMs?: number;
};

/** One kind of store: `open` makes a new instance (a new "process") on the same runs. */
export interface StoreKind {
  readonly name: string;
  readonly open: (timing?: Timing) => RunStore;
  readonly server: TestServer | undefined;
  readonly dispose: () => Promise<void>;
}

export function fileKind(): StoreKind {
  const dir = mkdtempSync(join(tmpdir(), "skill-kit-file-store-"));
  return {
    name: "file",
    open: (timing = {}) => fileRunStore({ sessionDir: dir, lockTimeoutMs: timing.lockTimeoutMs }),
    server: undefined,
    dispose: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

export async function postgresKind(): Promise<StoreKind> {
  const server = await startPostgres();
  return {
    name: "postgres",
    open: (timing = {}) => postgresRunStore({ url: server.url, ...timing }),
    server,
    dispose: () => server.dispose(),
  };
}

export async function redisKind(): Promise<StoreKind> {
  const server = await startRedis();
  return {
    name: "redis",
    open: (timing = {}) => redisRunStore({ url: server.url, ...timing }),
    server,
    dispose: () => server.dispose(),
  };
}
