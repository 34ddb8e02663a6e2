// Runs started and advanced from outside the studio appear and move in its runs view and a run's
// history, live: on session files (started with `skill-kit run <source>`, as the brief of issue 43
// has it), on PostgreSQL and on Redis (real servers from tooling/test-utils), continued by the
// interview's own built `scripts/run` on the same store.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, needsChromium, newPage } from "./browser.js";
import { buildInterview, cliAdvance, cliStart } from "./cli-run.js";
import { interviewEntry, startStudio } from "./studio.js";
import { checkView, go, openStudio } from "./views.js";

const withBrowser = needsChromium("studio runs, live");
const withServers = withBrowser && needsServers("studio runs on PostgreSQL and Redis");

describe.runIf(withBrowser)("runs advanced elsewhere, live in the studio", () => {
  let browser: Browser;
  let built = "";
  const servers = new Map<string, TestServer>();
  const files = mkdtempSync(join(tmpdir(), "skill-kit-studio-runs-"));

  beforeAll(async () => {
    const databases = withServers ? Promise.all([startPostgres(), startRedis()]) : Promise.resolve([]);
    const [launched, folder, started] = await Promise.all([launchBrowser(), buildInterview(), databases]);
    browser = launched;
    built = folder;
    for (const server of started) servers.set(new URL(server.url).protocol.replace(":", ""), server);
  });
  afterAll(async () => {
    await browser.close();
    await Promise.all([...servers.values()].map((server) => server.dispose()));
    rmSync(files, { recursive: true, force: true });
  });

  /** Opens a studio on `store` with the runs view; starts a run with `start`; follows it there and in its history. */
  async function follow(store: string, source: boolean, shots: string): Promise<void> {
    const studio = await startStudio(["--entry", interviewEntry, "--store", store]);
    const page = await newPage(browser);
    try {
      await openStudio(page, studio);
      await go(page, "#/runs", "runs");
      const run = await cliStart(source ? { store } : { store, built });
      const row = (step: string) => page.locator(`main tr[data-run="${run}"][data-step="${step}"]`);
      await row("greet").waitFor();
      expect(await row("greet").getAttribute("data-status")).toBe("active");
      expect(await cliAdvance({ store, built }, run, { step: "greet", output: { name: "Ada" } })).toMatchObject({
        step: "ask-role",
      });
      await row("ask-role").waitFor();
      await checkView(page, shots);
      await go(page, `#/runs/${encodeURIComponent(run)}`, "run");
      await page.locator('main li[data-history="answer"]').waitFor();
      const refused = await cliAdvance({ store, built }, run, { step: "ask-role", output: { role: "nope" } });
      expect(refused).toMatchObject({ kind: "error" });
      const rejected = page.locator('main li[data-history="rejected"]');
      await rejected.waitFor();
      expect(await rejected.textContent()).toContain('role must be "design", "dev", "other" or "product" (was "nope")');
      expect(await page.locator('main li[data-history="start"]').count()).toBe(1);
    } finally {
      await page.close();
      await studio.stop();
    }
  }

  it("session files: a run `skill-kit run <entry> start` begins, continued by the built scripts/run", async () => {
    await follow(`file:${files}`, true, "runs-files");
  });

  it.runIf(withServers)("PostgreSQL", async () => {
    await follow(servers.get("postgres")?.url ?? "", false, "runs-postgres");
  });

  it.runIf(withServers)("Redis", async () => {
    await follow(servers.get("redis")?.url ?? "", false, "runs-redis");
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
