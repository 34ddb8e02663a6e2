// What `remove`, `update` and `list` share: the project folder must hold a lockfile, and every name
// given must be one of its skills; otherwise a usage error (exit 2) naming what the lock has.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "@skill-kit/primitives";

export async function lockedProject(project: string, names: readonly string[]): Promise<void> {
  const { lockFileName, readLockfile } = await import("@skill-kit/install");
  if (!existsSync(join(project, lockFileName)))
    throw new UsageError(`no ${lockFileName} in ${project}: add skills with skill-kit add first`);
  const locked = Object.keys(readLockfile(project).skills);
  const unknown = names.filter((name) => !locked.includes(name));
  if (unknown.length > 0)
    throw new UsageError(
      `${lockFileName} has no skill named ${unknown.join(", ")}; it has ${locked.length === 0 ? "none" : locked.join(", ")}`,
    );
}
