// The token an HTTP server made at start (no `--tokens`), in a file only the starting user can
// read, as Jupyter does: whoever can read it may call, and no other OS account can. The folder must
// not be writable by others (they could swap the file); the file is made fresh (never an existing
// one reused, whatever its mode) and removed when the server stops.
import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { HttpStartError } from "./http-start-error.js";
import type { LocalToken } from "./http-settings.js";

/** Writes the token; returns its file. Throws an HttpStartError saying why the folder is unsafe or unwritable. */
export function writeLocalToken(local: LocalToken, port: number): string {
  const file = local.file ?? join(local.folder, `mcp-${String(port)}.token`);
  const folder = dirname(file);
  try {
    if (local.file === undefined) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      chmodSync(folder, 0o700);
    }
    const mode = statSync(folder).mode;
    if ((mode & 0o022) !== 0)
      throw new HttpStartError(
        `the token file's folder ${folder} is writable by other users (mode ${(mode & 0o777).toString(8)}); pass --token-file in a folder only you can write`,
      );
    rmSync(file, { force: true });
    writeFileSync(file, `${local.token}\n`, { mode: 0o600, flag: "wx" });
    return file;
  } catch (error) {
    if (error instanceof HttpStartError) throw error;
    throw new HttpStartError(`cannot write the token file ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Removes the token file when the server stops; a file already gone is fine. */
export function removeLocalToken(file: string): void {
  rmSync(file, { force: true });
}
