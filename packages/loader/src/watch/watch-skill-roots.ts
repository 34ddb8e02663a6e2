// Live reload's trigger: one watcher per skill root, reporting added, changed and removed skills
// (SKILL.md or any file in a skill folder) as one debounced call per burst.
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { InvalidOptionError } from "../loader-error.js";
import { RootWatcher } from "./root-watcher.js";

export interface WatchSkillRootsOptions {
  /** Quiet time after the last change before `changed` is called (default 100 ms). */
  readonly debounceMs?: number;
}

/** What `watchSkillRoots` returns. */
export interface SkillRootsWatcher {
  /** Stops every watcher and any pending call; idempotent. */
  close(): void;
}

const defaultDebounceMs = 100;
/** A burst that never goes quiet still gets a call this often (at least once a second). */
const maxWaitMs = 1000;

/** A root given as a SKILL.md file is watched as its folder. */
function folderOf(root: string): string {
  const path = resolve(root);
  try {
    return statSync(path).isFile() ? dirname(path) : path;
  } catch {
    return path;
  }
}

/**
 * Watches `roots` (folders of skills, skill folders, or SKILL.md files; missing ones are waited for)
 * and calls `changed` once per burst of changes, `debounceMs` after the last one (and at least every
 * second while a burst goes on). Links inside a root are not followed. `close()` releases every watcher.
 */
export function watchSkillRoots(
  roots: readonly string[],
  changed: () => void,
  options: WatchSkillRootsOptions = {},
): SkillRootsWatcher {
  const debounceMs = options.debounceMs ?? defaultDebounceMs;
  if (!Number.isFinite(debounceMs) || debounceMs < 0)
    throw new InvalidOptionError(`debounceMs must be a number of milliseconds, 0 or more; found ${String(debounceMs)}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt: number | undefined;
  let closed = false;
  const fire = (): void => {
    timer = undefined;
    firstAt = undefined;
    if (!closed) changed();
  };
  const schedule = (): void => {
    if (closed) return;
    const now = Date.now();
    firstAt ??= now;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, Math.min(debounceMs, firstAt + Math.max(maxWaitMs, debounceMs) - now)));
  };
  const unique = [...new Set(roots.map(folderOf))];
  const watchers = unique.map((root) => new RootWatcher(root, schedule));
  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      for (const watcher of watchers) watcher.close();
    },
  };
}
