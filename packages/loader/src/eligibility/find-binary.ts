// A PATH lookup, as a shell would do it, without running anything.
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Looks a program up; returns its path or undefined. Injected in tests. */
export type BinaryFinder = (name: string) => string | undefined;

/** Where to look: `PATH` (and `PATHEXT` on Windows) of the given environment. */
export interface PathLookupOptions {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly platform?: NodeJS.Platform;
}

function isExecutable(path: string, windows: boolean): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    if (!windows) accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A finder over the `PATH` of `env` (default `process.env`); results are cached per finder. */
export function createPathLookup(options: PathLookupOptions = {}): BinaryFinder {
  const env = options.env ?? process.env;
  const windows = (options.platform ?? process.platform) === "win32";
  const folders = (env.PATH ?? env.Path ?? "").split(windows ? ";" : delimiter).filter((folder) => folder !== "");
  const extensions = windows ? ["", ...(env.PATHEXT ?? ".EXE;.CMD;.BAT;.COM").split(";")] : [""];
  const cache = new Map<string, string | undefined>();
  return (name) => {
    if (name === "" || /[\\/]/.test(name)) return undefined;
    if (cache.has(name)) return cache.get(name);
    let found: string | undefined;
    for (const folder of folders) {
      found = extensions.map((extension) => join(folder, name + extension)).find((path) => isExecutable(path, windows));
      if (found !== undefined) break;
    }
    cache.set(name, found);
    return found;
  };
}
