// axe-core run inside the page. Its source goes in through the DevTools protocol (playwright's
// `page.evaluate` of a string), which the page's Content-Security-Policy does not govern: the
// studio's CSP stays as strict as it is served (no `bypassCSP`, no inline script added).
import axe from "axe-core";
import type { Page } from "playwright-core";

/** axe-core's whole script, as the package hands it out for injection. */
const axeSource = axe.source;

export interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

// Runs in the page: the violations, each with the selectors of its nodes.
const runAxe = `axe.run(document, { resultTypes: ["violations"] }).then((result) =>
  result.violations.map((v) => ({ id: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) })))`;

const isViolation = (value: unknown): value is Violation =>
  typeof value === "object" && value !== null && "id" in value && "impact" in value && "help" in value && "targets" in value;

/** axe-core's violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate("typeof axe");
  if (loaded !== "object") await page.evaluate(axeSource);
  const found: unknown = await page.evaluate(runAxe);
  if (!Array.isArray(found)) throw new Error("axe-core returned no list");
  return found.filter(isViolation);
}

/** The serious and critical ones, as lines a failed assertion prints (`[]` when there are none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.targets.join(", ")})`);
}
