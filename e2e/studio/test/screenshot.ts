// Screenshots of the views: those docs/studio.md shows go to docs/images/studio-<name>.png when
// SKILL_KIT_SCREENSHOTS=1; the others, and all of them otherwise, into a temp folder of the test run,
// removed at exit.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

const docsImages = fileURLToPath(new URL("../../../docs/images", import.meta.url));
let scratch: string | undefined;

/** The views docs/studio.md shows. */
const documented = new Set(["library", "skill", "graph-run", "runs", "run", "drive", "drive-error", "drive-confirm"]);

function folder(name: string): string {
  if (process.env["SKILL_KIT_SCREENSHOTS"] === "1" && documented.has(name)) {
    mkdirSync(docsImages, { recursive: true });
    return docsImages;
  }
  if (scratch === undefined) {
    const made = mkdtempSync(join(tmpdir(), "skill-kit-studio-shots-"));
    process.on("exit", () => {
      rmSync(made, { recursive: true, force: true });
    });
    scratch = made;
  }
  return scratch;
}

/** Saves the page as `studio-<name>.png`; the file's path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(folder(name), `studio-${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
