// What a remote caller is told of a failure: no path of the server's (the skill folder, a symbolic
// link's target, the session folder with its per-user hash, a store URL). The server's log gets the
// message as it was whenever something was taken out.
import type { LoaderError } from "@skill-kit/loader";
import { withoutServerPaths, type ServerPath } from "@skill-kit/mcp-transport/internal";
import type { ServedSkill } from "./load-served-skills.js";

/** `message` without `paths`; the original goes to `log` (with `context`) when it named one. */
export function remoteMessage(
  message: string,
  input: { readonly paths: readonly ServerPath[]; readonly log: (text: string) => void; readonly context: string },
): string {
  const remote = withoutServerPaths(message, input.paths);
  if (remote !== message) input.log(`${input.context}: ${message}\n`);
  return remote;
}

/** The skill folder of `served`, as a caller is shown it. */
export function skillFolderPath(served: ServedSkill): ServerPath {
  return { path: served.directory, label: `<skill folder of ${served.skill.name}>` };
}

/** A loader error reading a file of `served`: a link out of the folder is said without its target. */
export function resourceErrorMessage(
  error: LoaderError,
  input: { readonly served: ServedSkill; readonly log: (text: string) => void; readonly context: string },
): string {
  if (error.code === "RESOURCE_OUTSIDE_SKILL") {
    input.log(`${input.context}: ${error.message}\n`);
    const path = typeof error.data?.["path"] === "string" ? error.data["path"] : "";
    return `resource '${path}' is a symbolic link that leads outside the skill folder; only files inside it can be read`;
  }
  const resolved = typeof error.data?.["resolved"] === "string" ? [{ path: error.data["resolved"], label: "<outside>" }] : [];
  return remoteMessage(error.message, {
    paths: [skillFolderPath(input.served), ...resolved],
    log: input.log,
    context: input.context,
  });
}
