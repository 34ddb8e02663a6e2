// A skill's name becomes a folder in the user's project, so it must satisfy the agentskills.io name
// rule before anything touches the disk: 1–64 lowercase letters, digits and hyphens, no hyphen at
// either end and none doubled. `.ssh`, `.git`, `deploy/scripts` and `..` are refused.
import { InstallError } from "./install-error.js";

const nameRule = /^[a-z0-9](?:[a-z0-9]|-(?!-))*$/;

export function isSkillName(name: string): boolean {
  return name.length <= 64 && nameRule.test(name) && !name.endsWith("-");
}

/** `name`, or `UNSAFE_PATH` naming `where` it came from. */
export function checkSkillName(name: string, where: string): string {
  if (isSkillName(name)) return name;
  throw new InstallError({
    code: "UNSAFE_PATH",
    message: `${where}: refusing the skill name ${JSON.stringify(name.slice(0, 80))}: a name is 1–64 lowercase letters, digits and single hyphens (agentskills.io), and becomes a folder name`,
    data: { name },
  });
}
