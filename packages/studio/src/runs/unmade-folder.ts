// A GET changes nothing: the session files' store makes its folder on first use, so while the
// folder is not there the runs routes answer as for an empty store without touching it.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defaultSessionDir } from "@skill-kit/node";

/** Whether `storeSpec` names session files in a folder that does not exist yet. */
export function folderUnmade(storeSpec: string): boolean {
  if (!storeSpec.startsWith("file:")) return false;
  const dir = storeSpec.slice("file:".length);
  return !existsSync(resolve(dir === "" ? defaultSessionDir() : dir));
}
