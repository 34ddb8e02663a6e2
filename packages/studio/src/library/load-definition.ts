// A workflow source loaded once per change: builder's `tryLoadEntry` compiles and imports it, which
// takes a while, so the result is kept until the file's modification time changes.
import { statSync } from "node:fs";
import { tryLoadEntry, type LoadedEntry } from "@skill-kit/builder";

const loaded = new Map<string, { readonly mtimeMs: number; readonly result: Promise<LoadedEntry> }>();

export function loadDefinition(entry: string): Promise<LoadedEntry> {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(entry).mtimeMs;
  } catch {
    return Promise.resolve({ ok: false, message: `entry file not found: ${entry}` });
  }
  const kept = loaded.get(entry);
  if (kept !== undefined && kept.mtimeMs === mtimeMs) return kept.result;
  const result = tryLoadEntry(entry);
  loaded.set(entry, { mtimeMs, result });
  return result;
}
