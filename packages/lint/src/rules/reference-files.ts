// The files of a skill's `references/` folder, as paths relative to that folder (`/`-separated).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `<rootDir>/references/`, hidden files and folders left out, sorted. */
export function referenceFiles(rootDir: string): string[] {
  const folder = join(rootDir, "references");
  if (!existsSync(folder)) return [];
  const files: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const path = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk("");
  return files.sort();
}
