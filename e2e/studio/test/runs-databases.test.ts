// Runs on PostgreSQL and Redis (real servers from tooling/test-utils) that the interview's own
// `scripts/run` (built once with `skill-kit build --with stores`: only a built skill opens them)
// starts and advances appear and move in the studio's runs view and the run's history, live; and
// the studio adds nothing to that built skill's bin/.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, needsChromium } from "./browser.js";
import { buildInterview } from "./cli-run.js";
import { followRun } from "./follow-run.js";

const runnable = needsChromium("studio runs on PostgreSQL and Redis") && needsServers("studio runs on PostgreSQL and Redis");

describe.runIf(runnable)("runs in a database, live in the studio", () => {
  let browser: Browser;
  let built = "";
  let servers: TestServer[] = [];

  beforeAll(async () => {
    const [launched, folder, postgres, redis] = await Promise.all([
      launchBrowser(),
      buildInterview(),
      startPostgres(),
      startRedis(),
    ]);
    [browser, built, servers] = [launched, folder, [postgres, redis]];
  });
  afterAll(async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.dispose()));
  });

  it.each(["postgres", "redis"])("%s", async (kind) => {
    const store = servers.find((server) => server.url.startsWith(kind))?.url ?? "";
    await followRun(browser, { starter: { store, built }, continuer: { store, built } }, `runs-${kind}`);
  });

  it("the studio's page adds nothing to a built skill's bin/", () => {
    const bin = join(built, "bin");
    for (const file of readdirSync(bin)) {
      const text = readFileSync(join(bin, file), "latin1");
      expect(text.includes("@skill-kit/studio"), file).toBe(false);
      expect(text.includes("data-view"), file).toBe(false);
    }
  });
});
