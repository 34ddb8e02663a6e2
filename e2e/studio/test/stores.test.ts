// The runs view on PostgreSQL and Redis: a run that the interview's own `scripts/run` (built with
// `skill-kit build --with stores`) starts and advances in a real server (tooling/test-utils starts
// them) shows in the studio opened with `--store` on it, live.
import type { Browser } from "playwright-core";
import { buildFixture } from "@skill-kit/test-utils/run-cli";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, needsChromium, newPage } from "./browser.js";
import { cliAdvance, cliStart } from "./cli-run.js";
import { interviewEntry, startStudio } from "./studio.js";
import { checkView, go, openStudio } from "./views.js";

const runnable = needsChromium("studio on PostgreSQL and Redis") && needsServers("studio on PostgreSQL and Redis");

describe.runIf(runnable)("runs read from a database", () => {
  let browser: Browser;
  let servers: TestServer[] = [];
  let built = "";

  beforeAll(async () => {
    built = buildFixture(interviewEntry, { key: "studio-interview", serve: ["stores"] });
    const started = await Promise.all([startPostgres(), startRedis(), launchBrowser()]);
    servers = [started[0], started[1]];
    browser = started[2];
  });
  afterAll(async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.dispose()));
  });

  it.each(["postgres", "redis"])("%s: a run started by the CLI is listed, advances live and has its history", async (kind) => {
    const server = servers.find((each) => each.url.startsWith(kind));
    if (server === undefined) throw new Error(`no ${kind} server`);
    const where = { store: server.url, built };
    const run = await cliStart(where);
    const studio = await startStudio(["--entry", interviewEntry, "--store", server.url]);
    const page = await newPage(browser);
    try {
      await openStudio(page, studio);
      await go(page, "#/runs", "runs");
      await page.locator(`main tr[data-run="${run}"][data-step="greet"]`).waitFor({ timeout: 10_000 });
      expect(await cliAdvance(where, run, { step: "greet", output: { name: "Ada" } })).toMatchObject({ step: "ask-role" });
      await page.locator(`main tr[data-run="${run}"][data-step="ask-role"]`).waitFor({ timeout: 10_000 });
      await checkView(page, `runs-${kind}`);
      await go(page, `#/runs/${encodeURIComponent(run)}`, "run");
      await page.locator('main li[data-history="answer"]').waitFor({ timeout: 10_000 });
    } finally {
      await page.close();
      await studio.stop();
    }
  });
});
