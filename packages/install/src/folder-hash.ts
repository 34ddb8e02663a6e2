// `computedHash` as the `skills` CLI (npm `skills`) computes it for skills-lock.json: one sha256 over
// every file of the skill folder (`.git` and `node_modules` left out, links not followed), taken in
// the order of their `/`-separated relative paths compared with `localeCompare`, each file fed as its
// path (UTF-8) then its bytes. Hex, no prefix. (Facts learnt from skills 1.7.4; see the decision record.)
import { createHash } from "node:crypto";

export interface HashedFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

export function computedHash(files: readonly HashedFile[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(file.path);
    hash.update(file.bytes);
  }
  return hash.digest("hex");
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
