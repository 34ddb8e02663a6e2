// What `skill-kit new` accepts as a project name: one name that is at once an npm package name,
// a skill name (the Agent Skills rules the build's strict check applies) and a folder name.
import { builtinModules } from "node:module";

const maxLength = 64;
const windowsDeviceNames = /^(?:con|prn|aux|nul|com\d|lpt\d)$/;

/** Why `name` cannot name a new skill project, or `undefined` when it can. */
export function nameProblem(name: string): string | undefined {
  if (name.startsWith("@"))
    return "scoped names are not supported; give the bare name (the folder and the skill are named after it) and add a scope to package.json later";
  if (name.length > maxLength) return `it is ${name.length} characters long; a skill name has at most ${maxLength}`;
  if (/[A-Z]/.test(name)) return "it must be lowercase";
  if (!/^[a-z0-9-]+$/.test(name)) return "it may contain only lowercase letters a-z, digits and '-'";
  if (name.startsWith("-") || name.endsWith("-")) return "it must not start or end with '-'";
  if (name.includes("--")) return "it must not contain '--'";
  if (builtinModules.includes(name)) return "it is the name of a Node.js built-in module, which npm refuses as a package name";
  if (windowsDeviceNames.test(name)) return "it is a reserved file name on Windows";
  return undefined;
}
