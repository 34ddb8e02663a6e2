// The output package.json (merged with an existing one) and version resolution.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Buildable } from "@skill-kit/core";

/**
 * The existing file's keys keep their place; then `package` (minus `name`), then `name` and
 * `version`, which always win. 2-space JSON, no trailing newline.
 */
export function packageJson(input: { definition: Buildable; version: string; existing: string | undefined }): string {
  let base: Record<string, unknown> = {};
  if (input.existing !== undefined) {
    try {
      const parsed: unknown = JSON.parse(input.existing);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) base = parsed as Record<string, unknown>;
    } catch {
      base = {};
    }
  }
  const { name: packageName, ...extra } = input.definition.package ?? {};
  const merged: Record<string, unknown> = { ...base, ...extra };
  merged["name"] = typeof packageName === "string" ? packageName : input.definition.name;
  merged["version"] = input.version;
  return JSON.stringify(merged, null, 2);
}

/** The definition's version, or with `resolveVersion` the first ancestor package.json version. */
export function resolveVersion(definition: Buildable, entryDir: string): { version: string; warning?: string } {
  if (!definition.resolveVersion) return { version: definition.version };
  for (let dir = entryDir; ; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (existsSync(file)) {
      try {
        const version: unknown = (JSON.parse(readFileSync(file, "utf8")) as { version?: unknown }).version;
        if (typeof version === "string" && version !== "") return { version };
      } catch {
        // an unreadable package.json does not stop the search
      }
    }
    if (dirname(dir) === dir)
      return { version: "0.0.0", warning: `resolveVersion: no package.json with a version above ${entryDir}; using 0.0.0` };
  }
}
