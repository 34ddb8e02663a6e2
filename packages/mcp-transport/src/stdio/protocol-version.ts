// The protocol revision a request claims in its `_meta`, checked on every request of a stdio
// connection. The SDK checks it on the opening message only (it picks the connection's era from it)
// and hands every later message to the pinned server unread, so a later request naming a revision
// this server does not speak (2027-01-01) was served. Each one now gets the error the opening one
// gets: `-32022` UnsupportedProtocolVersion with `data: { supported, requested }`.
import { PROTOCOL_VERSION_META_KEY, UnsupportedProtocolVersionError } from "@modelcontextprotocol/server";

/** The revisions a request may claim in its `_meta` (the SDK's modern-era list, which it does not export). */
const claimableVersions: readonly string[] = ["2026-07-28"];

export interface VersionRefusal {
  readonly code: number;
  readonly message: string;
  readonly data: unknown;
}

/**
 * The refusal of a request whose params claim a revision (`_meta["io.modelcontextprotocol/protocolVersion"]`)
 * other than one of `claimableVersions`; undefined for a request that claims none, or a supported one.
 */
export function unsupportedVersion(params: unknown): VersionRefusal | undefined {
  // The hot path: a plain `tools/call` has no `_meta`, and is done here.
  if (typeof params !== "object" || params === null || !("_meta" in params)) return undefined;
  const meta = params._meta;
  if (typeof meta !== "object" || meta === null || !(PROTOCOL_VERSION_META_KEY in meta)) return undefined;
  const claimed = meta[PROTOCOL_VERSION_META_KEY];
  if (typeof claimed === "string" && claimableVersions.includes(claimed)) return undefined;
  const error = new UnsupportedProtocolVersionError({
    supported: [...claimableVersions],
    requested: typeof claimed === "string" ? claimed : "unknown",
  });
  return { code: error.code, message: error.message, data: error.data };
}
