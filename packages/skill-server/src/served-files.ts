// The files of a served skill that are listed to clients. A built workflow skill's `bin/` holds the
// step program's internals (bundles, the V8 code cache): they are run through `scripts/run`, never
// read, so they are not listed (a client may still read them by path).
import { listSkillResources } from "@skill-kit/loader";
import type { ServedSkill } from "./load-served-skills.js";

export function servedFiles(
  served: ServedSkill,
  maxFiles: number,
): { readonly files: readonly string[]; readonly truncated: boolean } {
  const listing = listSkillResources(served.directory, { maxFiles: served.workflow ? Number.MAX_SAFE_INTEGER : maxFiles });
  if (!served.workflow) return listing;
  const files = listing.files.filter((file) => !file.startsWith("bin/"));
  return { files: files.slice(0, maxFiles), truncated: listing.truncated || files.length > maxFiles };
}
