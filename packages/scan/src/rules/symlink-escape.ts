// A link that points out of the skill: installing or serving it would hand over a file the skill does not own.
import { posix } from "node:path";
import type { RuleCheck } from "./rule.js";

/** Whether `target`, read from the link at `path`, leaves the skill folder. */
function leavesSkill(path: string, target: string): boolean {
  if (posix.isAbsolute(target) || /^[a-zA-Z]:[\\/]/.test(target)) return true;
  const resolved = posix.normalize(posix.join(posix.dirname(path), target.replaceAll("\\", "/")));
  return resolved === ".." || resolved.startsWith("../");
}

export const symlinkEscape: RuleCheck = {
  rule: {
    id: "symlink-escape",
    level: "error",
    reason: "a symbolic link leading out of the skill exposes files the skill does not own",
  },
  check: ({ contents }) =>
    contents.links
      .filter((link) => leavesSkill(link.path, link.target))
      .map((link) => ({
        rule: "symlink-escape",
        message: `links out of the skill to ${JSON.stringify(link.target)}`,
        path: link.path,
      })),
};
