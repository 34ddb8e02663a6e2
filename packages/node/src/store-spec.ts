// `--store file:DIR | postgres://… | redis://…`, read once for every binary: the CLI's session
// commands, `scripts/run mcp`, `skill-kit-mcp` and the run stores' opener.
import { UsageError } from "@skill-kit/primitives/errors";

/** Where runs live: session files in a folder (the default folder when `dir` is undefined), or a database by URL. */
export type StoreSpec =
  | { readonly kind: "file"; readonly dir: string | undefined }
  | { readonly kind: "postgres"; readonly url: string }
  | { readonly kind: "redis"; readonly url: string };

/** The spec a `--store` value names; anything else is a `UsageError`. */
export function parseStoreSpec(spec: string): StoreSpec {
  if (spec.startsWith("file:")) {
    const dir = spec.slice("file:".length);
    return { kind: "file", dir: dir === "" ? undefined : dir };
  }
  if (spec.startsWith("postgres://") || spec.startsWith("postgresql://")) return { kind: "postgres", url: spec };
  if (spec.startsWith("redis://") || spec.startsWith("rediss://")) return { kind: "redis", url: spec };
  throw new UsageError(`--store takes file:DIR, postgres://… or redis://…, found ${JSON.stringify(spec)}`);
}

/**
 * `--session-dir` and `--store` as given, checked: at most one of them, and a store spec that
 * `parseStoreSpec` reads. The values are returned as given.
 */
export function checkStoreFlags(flags: { readonly sessionDir: string | undefined; readonly store: string | undefined }): {
  readonly sessionDir?: string;
  readonly store?: string;
} {
  const { sessionDir, store } = flags;
  if (sessionDir !== undefined && store !== undefined)
    throw new UsageError("--session-dir and --store go one at a time (--store file:<dir> is --session-dir <dir>)");
  if (store !== undefined) parseStoreSpec(store);
  return { ...(sessionDir === undefined ? {} : { sessionDir }), ...(store === undefined ? {} : { store }) };
}
