// Type-checks a skill source before it is checked or built, with the project's own tsconfig, so a
// type error stops at the author instead of reaching the agent at the skill's first step. TypeScript
// 7's native compiler runs it in a child process when its binary is installed (a build goes on
// beside it); else, or when TypeScript 7 rejects the tsconfig, TypeScript's JavaScript API does, in
// this process, loaded only then (docs/decisions/2026-11-27-native-typecheck.md).
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { outcome, type Typecheck } from "./checked.js";
import { checkWithApi } from "./with-api.js";
import { checkNatively, findNativeTsc } from "./with-native.js";

/**
 * Starts the type check of `entry` and what it imports (with the nearest tsconfig.json above it) and
 * returns its outcome; a missing entry passes (loading it reports that).
 */
export async function startTypecheck(entry: string, options: { readonly color?: boolean } = {}): Promise<Typecheck> {
  if (!existsSync(entry)) return { ok: true };
  const color = options.color === true;
  const tsc = findNativeTsc(dirname(resolve(entry)));
  const native = tsc === undefined ? undefined : await checkNatively(entry, tsc, { color });
  return outcome(entry, native ?? checkWithApi(entry, { color }));
}
