// Suppressions: findings the installing project has reviewed and accepts, each with a reason. They
// come from the project (`.skill-kit-scan.json` at its root, or a file given to the scan), never from
// the skill being scanned: a skill cannot silence findings about itself.

export interface Suppression {
  /** The skill's name (its folder's name); `*` for any skill. */
  readonly skill: string;
  readonly rule: string;
  /** The file, relative to the skill folder; every file of the skill when absent. */
  readonly path?: string;
  /** Why the finding is accepted; required, shown in every report. */
  readonly reason: string;
}

export const suppressionFileName = ".skill-kit-scan.json";

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Parses a suppression file's text; throws an `Error` that names the entry and what is wrong with it. */
export function parseSuppressions(text: string, source: string): Suppression[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const list = isRecord(data) ? data["suppress"] : undefined;
  if (!Array.isArray(list)) throw new Error(`${source}: expected { "suppress": [ … ] }`);
  return list.map((entry: unknown, index) => {
    const where = `${source}: suppress[${String(index)}]`;
    if (!isRecord(entry)) throw new Error(`${where} must be an object`);
    const text = (key: string, required: boolean): string | undefined => {
      const value = entry[key];
      if (value === undefined && !required) return undefined;
      if (typeof value !== "string" || value.trim() === "") throw new Error(`${where}.${key} must be a non-empty string`);
      return value;
    };
    const path = text("path", false);
    return {
      skill: text("skill", true) ?? "",
      rule: text("rule", true) ?? "",
      reason: text("reason", true) ?? "",
      ...(path === undefined ? {} : { path }),
    };
  });
}

/** The suppression that covers a finding of `skill`, if any. */
export function suppressionFor(
  suppressions: readonly Suppression[],
  finding: { readonly skill: string; readonly rule: string; readonly path: string },
): Suppression | undefined {
  return suppressions.find(
    (entry) =>
      (entry.skill === "*" || entry.skill === finding.skill) &&
      entry.rule === finding.rule &&
      (entry.path === undefined || entry.path === finding.path),
  );
}
