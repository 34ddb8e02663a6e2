// Following one run advanced outside the studio: its row in the runs view and its history, live.
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { newPage } from "./browser.js";
import { cliAdvance, cliStart, type Where } from "./cli-run.js";
import { interviewEntry, startStudio } from "./studio.js";
import { checkView, go, openStudio } from "./views.js";

/**
 * Opens a studio on `starter.store` at its runs view; starts a run with `starter` (the CLI that
 * begins it) and goes on with `continuer` (the one that advances it); follows it there, then in its
 * history (an answer, then a refused one, appearing as they happen). `shot` names the screenshot.
 */
export async function followRun(browser: Browser, runners: { starter: Where; continuer: Where }, shot: string): Promise<void> {
  const { starter, continuer } = runners;
  const studio = await startStudio(["--entry", interviewEntry, "--store", starter.store]);
  const page = await newPage(browser);
  try {
    await openStudio(page, studio);
    await go(page, "#/runs", "runs");
    const run = await cliStart(starter);
    const row = (step: string) => page.locator(`main tr[data-run="${run}"][data-step="${step}"]`);
    await row("greet").waitFor();
    expect(await row("greet").getAttribute("data-status")).toBe("active");
    expect(await cliAdvance(continuer, run, { step: "greet", output: { name: "Ada" } })).toMatchObject({ step: "ask-role" });
    await row("ask-role").waitFor();
    await checkView(page, shot);
    await go(page, `#/runs/${encodeURIComponent(run)}`, "run");
    await page.locator('main li[data-history="answer"]').waitFor();
    expect(await cliAdvance(continuer, run, { step: "ask-role", output: { role: "nope" } })).toMatchObject({ kind: "error" });
    const rejected = page.locator('main li[data-history="rejected"]');
    await rejected.waitFor();
    expect(await rejected.textContent()).toContain('role must be "design", "dev", "other" or "product" (was "nope")');
    expect(await page.locator('main li[data-history="start"]').count()).toBe(1);
  } finally {
    await page.close();
    await studio.stop();
  }
}
