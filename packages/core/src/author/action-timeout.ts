// The author's action time limits (`action({ timeoutMs })`, `skill({ actionTimeoutMs })`), checked once.

/** `setTimeout` fires at once for delays above this, so a longer limit would be no limit at all. */
const maxActionTimeoutMs = 2_147_483_647;

/** Why `value` cannot be an action time limit, or undefined when it can (or is not set). */
export function actionTimeoutProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= maxActionTimeoutMs) return undefined;
  const found = typeof value === "number" ? String(value) : typeof value;
  return `must be a whole number of milliseconds from 1 to ${maxActionTimeoutMs} (leave it out for no limit), found ${found}`;
}
