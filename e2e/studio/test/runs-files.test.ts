// A run on session files that `skill-kit run <entry>` starts and advances (as the agent of issue 43's
// brief does) appears and moves in the studio's runs view and the run's history, live.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, needsChromium } from "./browser.js";
import { followRun } from "./follow-run.js";

describe.runIf(needsChromium("studio runs on session files, live"))("a run advanced by skill-kit run, live in the studio", () => {
  let browser: Browser;
  const files = mkdtempSync(join(tmpdir(), "skill-kit-studio-files-"));

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    rmSync(files, { recursive: true, force: true });
  });

  it("session files: started by `skill-kit run <entry> start`, advanced by `skill-kit run <entry> advance`", async () => {
    const where = { store: `file:${files}` };
    await followRun(browser, { starter: where, continuer: where }, "runs-files");
  });
});
