// What identifies a file's bytes without reading them: device, inode, size, modification and change
// time (nanoseconds), as `stat` gives them. Two equal stamps mean the file was not written between them.
import { stat } from "node:fs/promises";

/** The fields of a `bigint` stat that a stamp is made of. */
export interface Stats {
  readonly dev: bigint;
  readonly ino: bigint;
  readonly size: bigint;
  readonly mtimeNs: bigint;
  readonly ctimeNs: bigint;
}

/** One string for the five fields, for comparing. */
export function stampOf(stats: Stats): string {
  return [stats.dev, stats.ino, stats.size, stats.mtimeNs, stats.ctimeNs].map(String).join(":");
}

/** The stats of `path` (links followed), or undefined when it is gone. */
export async function statPath(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path, { bigint: true });
  } catch {
    return undefined;
  }
}
