// `refs` for built skills: files under `<skill dir>/references/`, with containment (decision 3).
import { readFileSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { ReferenceLoader } from "@skill-kit/core";

export function fileReferences(skillDir: string | undefined): ReferenceLoader {
  const cache = new Map<string, string>();
  return {
    load(file) {
      const cached = cache.get(file);
      if (cached !== undefined) return cached;
      if (skillDir === undefined) throw new Error(`refs.load("${file}"): SKILL_DIR is not set, so there is no references folder`);
      const path = contained(join(skillDir, "references"), file);
      // A FIFO or a device would block or never end: only regular files are references.
      if (!statSync(path).isFile()) throw new Error(`refs.load("${file}"): not a regular file`);
      const content = readFileSync(path, "utf8");
      cache.set(file, content);
      return content;
    },
    asset(path) {
      return skillDir === undefined ? path : contained(skillDir, path);
    },
  };
}

/** `file` resolved inside `root`, refusing `..`, absolute paths and symlinks that leave it. */
function contained(root: string, file: string): string {
  const refuse = (): never => {
    throw new Error(`refs: "${file}" is outside ${root}`);
  };
  if (isAbsolute(file)) refuse();
  const target = resolve(root, file);
  if (escapes(root, target)) refuse();
  let real: string;
  try {
    real = realpathSync(target);
  } catch {
    throw new Error(`refs: "${file}" not found in ${root}`);
  }
  if (escapes(realpathSync(root), real)) refuse();
  return real;
}

function escapes(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}
