// The type check `check` and `build` run first (unless --no-typecheck): TypeScript's errors on
// stderr, as `tsc` prints them, and a failure the command reports (exit 1).
import { existsSync } from "node:fs";

/** Whether the entry type-checks; prints TypeScript's errors when it does not. */
export async function typechecks(entry: string): Promise<boolean> {
  // A missing entry is reported by loading it, with the message every command gives.
  if (!existsSync(entry)) return true;
  // Loaded only now: `run`, `graph` and `validate` never load TypeScript.
  const { typecheckEntry } = await import("@skill-kit/builder");
  const result = typecheckEntry(entry, { color: process.stderr.isTTY });
  if (result.errors.length === 0) return true;
  process.stderr.write(`${result.errors.join("\n")}\n`);
  const where = result.tsconfig === undefined ? "strict defaults, no tsconfig.json found" : result.tsconfig;
  process.stderr.write(
    `error: ${entry} does not type-check (${String(result.errors.length)} error${result.errors.length === 1 ? "" : "s"}; TypeScript ${result.version}, ${where}); fix them, or pass --no-typecheck\n`,
  );
  return false;
}
