// Digests already taken, by file identity: a file whose device, inode, size, modification time and
// change time are all as they were when it was hashed is not read again. The change time is one a
// writer cannot set back, so a file rewritten with its size and modification time restored still
// reads as changed. Bounded: past `maxEntries` the least recently used entry goes.
import type { Stats } from "./file-stamp.js";

/** What is kept of a hashed file: its digest, and for a SKILL.md its frontmatter as JSON data. */
export interface CachedDigest {
  readonly digest: string;
  readonly frontmatter?: Readonly<Record<string, unknown>>;
}

/** Options: `maxEntries` bounds the files remembered (default 65,536). */
export interface DigestCacheOptions {
  readonly maxEntries?: number;
}

export class DigestCache {
  private readonly entries = new Map<string, { readonly stamp: string; readonly value: CachedDigest }>();
  private readonly maxEntries: number;
  /** Look-ups that found no entry for the file as it is now (so it was hashed). */
  misses = 0;
  /** Look-ups answered from an entry. */
  hits = 0;

  constructor(options: DigestCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 65_536;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry for the file of this identity, if nothing about it changed since it was hashed. */
  get(stats: Stats): CachedDigest | undefined {
    const key = identityOf(stats);
    const entry = this.entries.get(key);
    if (entry === undefined || entry.stamp !== versionOf(stats)) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(stats: Stats, value: CachedDigest): void {
    const key = identityOf(stats);
    this.entries.delete(key);
    this.entries.set(key, { stamp: versionOf(stats), value });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}

function identityOf(stats: Stats): string {
  return `${String(stats.dev)}:${String(stats.ino)}`;
}

function versionOf(stats: Stats): string {
  return `${String(stats.size)}:${String(stats.mtimeNs)}:${String(stats.ctimeNs)}`;
}
