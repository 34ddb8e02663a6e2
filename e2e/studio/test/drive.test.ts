// Driving the interview example to done through the studio's forms, in a real Chromium: a field per
// schema property (text, radio choices for askUser, Yes/No for confirm, JSON for a list, a checkbox),
// the prompt as the agent sees it, the agent's own error for a wrong answer, and the graph beside the
// form marking each step as the run reaches it (the hobby loop twice).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, needsChromium, newPage } from "./browser.js";
import { skillId } from "./http.js";
import { interviewEntry, startStudio, type Studio } from "./studio.js";
import { checkView, currentStep, go, openStudio, waitForCurrent } from "./views.js";

describe.runIf(needsChromium("studio drive"))("driving a workflow through the forms", () => {
  let studio: Studio;
  let browser: Browser;
  let page: Page;
  let id = "";
  const store = mkdtempSync(join(tmpdir(), "skill-kit-studio-drive-"));

  beforeAll(async () => {
    [studio, browser] = await Promise.all([
      startStudio(["--entry", interviewEntry, "--store", `file:${store}`]),
      launchBrowser(),
    ]);
    page = await newPage(browser);
    id = await skillId(studio, "profile-interview");
    await openStudio(page, studio);
  });
  afterAll(async () => {
    await browser.close();
    await studio.stop();
    rmSync(store, { recursive: true, force: true });
  });

  const form = (step: string) => page.locator(`main[data-view="drive"] form[data-step="${step}"]`);
  const submit = async (step: string): Promise<void> => {
    await form(step).getByRole("button", { name: "Submit answer" }).click();
  };
  /** Waits for the form of `step` and checks that the graph beside it marks that step. */
  const reached = async (step: string): Promise<void> => {
    await form(step).waitFor({ timeout: 10_000 });
    await waitForCurrent(page, step);
    expect(await currentStep(page)).toBe(step);
  };

  it("starts a run for a chosen host and shows the first prompt as the agent sees it", async () => {
    await go(page, `#/drive/${encodeURIComponent(id)}`, "drive");
    const hosts = page.locator('main select[name="host"] option');
    expect(await hosts.count()).toBeGreaterThan(1);
    await checkView(page, "drive-start");
    await page.locator('main select[name="host"]').selectOption("generic");
    await page.locator("main").getByRole("button", { name: /start/i }).click();
    await reached("greet");
    expect(await page.locator("main pre[data-prompt]").textContent()).toContain("Hello! Ask the user for their name.");
  });

  it("a wrong answer shows the error the agent would get, and the run stays where it was", async () => {
    await form("greet")
      .locator('[name="__raw"]')
      .fill(JSON.stringify({ name: "" }));
    await submit("greet");
    await page.locator('main [role="alert"]').waitFor();
    expect(await page.locator('main [role="alert"]').textContent()).toMatch(/name/);
    await checkView(page, "drive-error");
    await reached("greet");
    await form("greet").locator('[name="__raw"]').fill("");
    await form("greet").locator('[name="name"]').fill("Ada");
    await submit("greet");
    await reached("ask-role");
  });

  it("askUser's options are a radio group; the raw JSON box sends exactly what is typed", async () => {
    const prompt = await page.locator("main pre[data-prompt]").textContent();
    expect(prompt).toContain('question="What do you do, Ada?"');
    await checkView(page, "drive");
    await form("ask-role")
      .locator('[name="__raw"]')
      .fill(JSON.stringify({ role: "nope" }));
    await submit("ask-role");
    await page.locator('main [role="alert"]').waitFor();
    expect(await page.locator('main [role="alert"]').textContent()).toContain(
      'role must be "design", "dev", "other" or "product" (was "nope")',
    );
    await form("ask-role").locator('[name="__raw"]').fill("");
    await form("ask-role")
      .getByRole("radio", { name: /Developer|dev/ })
      .check();
    await submit("ask-role");
    await reached("ask-stack");
  });

  it("a list is a JSON field, a boolean a checkbox, and the hobby loop comes back to its own step", async () => {
    await form("ask-stack")
      .locator('[name="stack"]')
      .fill(JSON.stringify(["TypeScript", "Rust"]));
    await submit("ask-stack");
    await reached("ask-hobby");
    await form("ask-hobby").locator('[name="hobby"]').fill("chess");
    await form("ask-hobby").locator('[name="wantsMore"]').check();
    await submit("ask-hobby");
    await page.locator("main pre[data-prompt]", { hasText: "Ask about one more hobby." }).waitFor({ timeout: 10_000 });
    await reached("ask-hobby");
    await form("ask-hobby").locator('[name="hobby"]').fill("go");
    await form("ask-hobby").locator('[name="wantsMore"]').uncheck();
    await submit("ask-hobby");
    await reached("confirm-profile");
  });

  it("confirm is a Yes/No choice beside the step's views, and the last step ends the run", async () => {
    expect(await page.locator("main").textContent()).toContain("chess, go");
    await checkView(page, "drive-confirm");
    await form("confirm-profile").getByRole("radio", { name: "Yes" }).check();
    await submit("confirm-profile");
    await reached("profile-card");
    await form("profile-card").locator('[name="signOff"]').fill("Nice to meet you, Ada.");
    await submit("profile-card");
    await page.locator("main [data-done]").waitFor({ timeout: 10_000 });
    await checkView(page, "drive-done");
  });

  it("the run driven here is in the store: the runs view lists it done, with its history", async () => {
    await go(page, "#/runs", "runs");
    const row = page.locator('main tr[data-run][data-status="done"]');
    await row.waitFor({ timeout: 10_000 });
    const run = (await row.getAttribute("data-run")) ?? "";
    await go(page, `#/runs/${encodeURIComponent(run)}`, "run");
    await page.locator('main li[data-history="done"]').waitFor();
    expect(await page.locator('main li[data-history="answer"]').count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator('main li[data-history="rejected"]').count()).toBeGreaterThanOrEqual(2);
  });
});
