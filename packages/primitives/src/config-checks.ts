// Definition-time checks shared by the act builders; each throws a PrimitiveConfigError.
import { describeValue } from "./describe-value.js";
import { PrimitiveConfigError } from "./primitive-config-error.js";

/** Where a checked value sits: the builder (`act.askUser`) and the field path in its config. */
export interface CheckSite {
  readonly where: string;
  readonly field: string;
}

/** The longest header, in characters (code points), a host's question tool accepts. */
const maxHeaderLength = 12;
/** The fewest and the most options a structured question may have. */
const optionCount = { min: 2, max: 4 } as const;

/** Throws the error for `site`, saying what was expected and what was found. */
export function failCheck(site: CheckSite, detail: { expected: string; found: string }): never {
  throw new PrimitiveConfigError({
    message: `${site.where}: ${site.field}: expected ${detail.expected}, found ${detail.found}`,
    data: { where: site.where, field: site.field, expected: detail.expected, found: detail.found },
  });
}

function check(site: CheckSite, value: unknown, rule: { ok: boolean; expected: string }): void {
  if (!rule.ok) failCheck(site, { expected: rule.expected, found: describeValue(value) });
}

/** Requires a plain object (the config itself, an option, a question). */
export function expectObject(site: CheckSite, value: unknown): void {
  const ok = typeof value === "object" && value !== null && !Array.isArray(value);
  check(site, value, { ok, expected: "an object" });
}

/** Requires an array. */
export function expectArray(site: CheckSite, value: unknown): void {
  check(site, value, { ok: Array.isArray(value), expected: "an array" });
}

/** Requires a string with at least one non-blank character. */
export function expectText(site: CheckSite, value: unknown): void {
  const ok = typeof value === "string" && value.trim() !== "";
  check(site, value, { ok, expected: "a non-empty string" });
}

/** Requires a string (empty allowed). */
export function expectString(site: CheckSite, value: unknown): void {
  check(site, value, { ok: typeof value === "string", expected: "a string" });
}

/** Requires a string or nothing. */
function expectOptionalString(site: CheckSite, value: unknown): void {
  const ok = value === undefined || typeof value === "string";
  check(site, value, { ok, expected: "a string or nothing" });
}

/** Requires a boolean or nothing. */
export function expectOptionalBoolean(site: CheckSite, value: unknown): void {
  const ok = value === undefined || typeof value === "boolean";
  check(site, value, { ok, expected: "true, false or nothing" });
}

/** Requires one of `allowed` (or nothing, when `optional`). */
export function expectChoice(site: CheckSite, value: unknown, choice: { allowed: readonly string[]; optional?: boolean }): void {
  const ok = (choice.optional === true && value === undefined) || choice.allowed.some((item) => item === value);
  const expected = choice.allowed.map((item) => JSON.stringify(item)).join(" or ");
  check(site, value, { ok, expected: choice.optional === true ? `${expected} or nothing` : expected });
}

/** Requires an optional header of at most 12 characters, counted in code points. */
export function expectHeader(site: CheckSite, value: unknown): void {
  expectOptionalString(site, value);
  if (typeof value !== "string") return;
  const length = Array.from(value).length;
  const expected = `at most ${maxHeaderLength} characters`;
  if (length > maxHeaderLength) failCheck(site, { expected, found: `${length} (${describeValue(value)})` });
}

/** Requires 2 to 4 options, each with string `value` and `label` and optional string extras. */
export function expectOptions(site: CheckSite, value: unknown): void {
  expectArray(site, value);
  if (!Array.isArray(value)) return;
  const { min, max } = optionCount;
  const expected = `${min} to ${max} options`;
  if (value.length < min || value.length > max) failCheck(site, { expected, found: String(value.length) });
  value.forEach((option: unknown, index) => {
    const at = (key: string): CheckSite => ({ where: site.where, field: `${site.field}[${index}]${key}` });
    expectObject(at(""), option);
    if (typeof option !== "object" || option === null) return;
    const fields: Partial<Record<string, unknown>> = { ...option };
    expectText(at(".value"), fields["value"]);
    expectText(at(".label"), fields["label"]);
    expectOptionalString(at(".description"), fields["description"]);
    expectOptionalString(at(".preview"), fields["preview"]);
  });
}
