// Debian's headless Chromium (the `chromium` package; .ci/run installs it) driven by playwright-core.
// Without it the suite skips with a printed line; under `CI=true` it is mandatory.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

// `SKILL_KIT_CHROMIUM=<path>` names the binary instead (and only it: a path that is not there is no browser).
const named = process.env["SKILL_KIT_CHROMIUM"];
const candidates = named === undefined ? ["/usr/bin/chromium", "/usr/bin/chromium-browser"] : [named];

/** The Chromium binary, if one is installed. */
export const chromiumPath = candidates.find((path) => existsSync(path));

/** Whether `suite` can run: Chromium is here; without it, throws under `CI=true`, else prints why it is skipped. */
export function needsChromium(suite: string): boolean {
  if (chromiumPath !== undefined) return true;
  const why = "Chromium is not installed (apt-get install -y chromium; .ci/run does it)";
  if (process.env["CI"] === "true") throw new Error(`${suite} needs a browser: ${why}`);
  console.warn(`[skipped] ${suite}: ${why}; CI=true makes it mandatory`);
  return false;
}

/** One headless Chromium for a test file (`--no-sandbox`: CI runs as root, where the sandbox refuses to start; `--disable-dev-shm-usage`: a container's small /dev/shm does not crash it). */
export function launchBrowser(): Promise<Browser> {
  if (chromiumPath === undefined) throw new Error("no Chromium");
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}

/** A page of its own context (its own cookie jar), 1280×800 so screenshots are alike. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // A hook that never comes fails in 10 s, not playwright's 30 s.
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !expectedRefusal.test(message.text())) errors.push(message.text());
  });
  pageErrors.set(page, errors);
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/** Chromium logs every 4xx answer to a fetch; a refused answer (422) is what the drive tests ask for. */
const expectedRefusal = /^Failed to load resource: the server responded with a status of 422\b/;

/** What the page threw or logged as errors so far (a CSP refusal is logged there too). */
export function errorsOf(page: Page): readonly string[] {
  return pageErrors.get(page) ?? [];
}
