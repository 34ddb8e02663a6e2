// Loads a skill source for `check` and `graph`; a source that fails to load is the user's error (exit 1).
import type { Buildable } from "@skill-kit/core";

export type LoadedEntry =
  | { readonly ok: true; readonly definition: Buildable }
  | { readonly ok: false; readonly message: string };

export async function loadSkillEntry(entry: string): Promise<LoadedEntry> {
  // Imported here, not at the top, so --help and usage errors do not wait for esbuild and the engine.
  const { EntryError, loadEntry } = await import("@skill-kit/builder");
  try {
    return { ok: true, definition: await loadEntry(entry) };
  } catch (error) {
    if (EntryError.isInstance(error)) return { ok: false, message: error.message };
    return { ok: false, message: `${entry} threw while loading: ${error instanceof Error ? error.message : String(error)}` };
  }
}
