// Issue 21's done-when test: three `scripts/run mcp --http --store …` processes of one built workflow
// skill behind a round-robin proxy, on PostgreSQL and then on Redis. 50 runs go to the end while the
// instance that answered the last call is killed mid-run, then another mid-elicitation; every run
// finishes on the others with the lines of a run that was never interrupted: none lost, none twice.
import { openRunStore } from "@skill-kit/run-stores";
import type { HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { startSkillOverHttp } from "./http-server.js";
import { roundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.js";
import { driveRun, elicitingRun, historyOf, type RunRecord } from "./resilient-runs.js";

const servers = needsServers("three instances over HTTP (PostgreSQL, Redis)");
const kinds = servers
  ? [
      { name: "PostgreSQL", start: startPostgres },
      { name: "Redis", start: startRedis },
    ]
  : [];
const runs = 50;

describe.each(kinds)("three instances on $name", ({ start }) => {
  let database: TestServer;
  let instances: HttpServerProcess[] = [];
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    database = await start();
    instances = await Promise.all([0, 1, 2].map(() => startSkillOverHttp("mcp-elicit", ["--store", database.url])));
    proxy = await roundRobinProxy(instances.map((instance) => instance.url));
  });
  afterAll(async () => {
    await proxy.close();
    await Promise.all(instances.map((instance) => instance.kill()));
    await database.dispose();
  });

  it(`finishes ${String(runs)} runs with the history of uninterrupted ones after two instances die`, async () => {
    // The reference: one run driven alone, before anything is killed, in each of the two ways.
    const plain = await driveRun(proxy.url);
    const elicited = await elicitingRun(proxy.url, () => Promise.resolve(false));
    const store = await openRunStore(database.url);
    try {
      const expected = { plain: await historyOf(store, plain.session), elicited: await historyOf(store, elicited.session) };
      expect(expected.plain.length).toBeGreaterThan(8);

      let killed: number | undefined;
      let cutRun: { session?: string; step?: string } = {};
      const killLastAnswering = async (): Promise<void> => {
        // The instance that answered the last call of a run in its middle (an advance before the last step).
        const last = proxy.calls.findLast(
          (item) =>
            item.method === "tools/call" && !item.open && item.body.includes('"advance"') && !item.body.includes('"note"'),
        );
        killed = last?.backend;
        cutRun = /"session":"(?<session>[0-9a-f]{32})","step":"(?<step>\w+)"/.exec(last?.body ?? "")?.groups ?? {};
        await instances[killed ?? -1]?.kill("SIGKILL");
      };
      let calls = 0;
      let firstKill = (): void => {};
      const killedOnce = new Promise<void>((resolve) => (firstKill = resolve));
      const afterCall = async (): Promise<void> => {
        calls += 1;
        if (calls !== 60) return;
        await killLastAnswering();
        firstKill();
      };
      const plainRuns = Array.from({ length: runs - 1 }, () => driveRun(proxy.url, afterCall));
      // The last run starts after the first kill, and kills the instance asking it a question.
      let killedAsking: number | undefined;
      const asking = killedOnce.then(() =>
        elicitingRun(proxy.url, async (session) => {
          killedAsking = proxy.calls.find(
            (item) => item.method === "tools/call" && item.open && item.body.includes(session),
          )?.backend;
          await instances[killedAsking ?? -1]?.kill("SIGKILL");
          return true;
        }),
      );
      const finished: RunRecord[] = await Promise.all(plainRuns);
      const interrupted = await asking;
      expect(killed).toBeDefined();
      expect(killedAsking).toBeDefined();
      expect(killedAsking).not.toBe(killed);
      // The run the first kill cut off was in its middle, and finished on the others.
      expect(cutRun.step).not.toBe("note");
      expect(finished.map((run) => run.session)).toContain(cutRun.session);
      expect(interrupted.retries).toBeGreaterThan(0);
      for (const run of finished) {
        expect(run.final).toEqual(plain.final);
        expect(await historyOf(store, run.session)).toEqual(expected.plain);
      }
      expect(interrupted.final).toEqual(plain.final);
      expect(await historyOf(store, interrupted.session)).toEqual(expected.elicited);
    } finally {
      await store.close();
    }
  });
});
