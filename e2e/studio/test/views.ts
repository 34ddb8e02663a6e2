// Moving between the studio's views as a user does (the printed URL, then hash routes) and what every
// view is held to: axe-core finds nothing serious or critical, and a screenshot is kept.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { seriousViolations } from "./axe.js";
import { errorsOf } from "./browser.js";
import { screenshot } from "./screenshot.js";
import type { Studio } from "./studio.js";

export type ViewName = "library" | "skill" | "graph" | "runs" | "run" | "drive";

/** Opens the printed URL (the token becomes the cookie) and waits for the library. */
export async function openStudio(page: Page, studio: Studio): Promise<void> {
  await page.goto(studio.url);
  await page.waitForSelector('main[data-view="library"] h1');
}

/** Goes to `#<route>` and waits until `main[data-view=<view>]` has its heading. */
export async function go(page: Page, route: string, view: ViewName): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(route)}`);
  await page.waitForSelector(`main[data-view="${view}"] h1`);
}

/** axe-core on the view as it is (no serious or critical violation), no page errors, and its screenshot. */
export async function checkView(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), name).toEqual([]);
  expect(errorsOf(page), name).toEqual([]);
  await screenshot(page, name);
}

/** The step the graph on the page marks as current (`g[data-step][data-current="true"]`). */
export async function currentStep(page: Page): Promise<string | null> {
  const marked = page.locator('svg g[data-step][data-current="true"]');
  return (await marked.count()) === 1 ? marked.getAttribute("data-step") : null;
}

/** Waits (up to 10 s) until the graph marks `step` as current. */
export async function waitForCurrent(page: Page, step: string): Promise<void> {
  await page.waitForSelector(`svg g[data-step="${step}"][data-current="true"]`, { timeout: 10_000 });
}
