// Messages a remote caller sees name no path of the server's: a session folder (with its per-user
// hash), a skill folder, a store URL. Each known path is replaced by a label; the server's own log
// keeps the message as it was.
import { realpathSync } from "node:fs";
import { resolve } from "node:path";

/** A path of the server's, and what a caller is shown instead. */
export interface ServerPath {
  readonly path: string;
  readonly label: string;
}

/** The spellings of `path` a message may hold: as given, absolute, and with its links resolved. */
function spellings(path: string): string[] {
  const forms = new Set([path, resolve(path)]);
  try {
    forms.add(realpathSync.native(path));
  } catch {
    // Not there (yet): the spellings above are all a message can hold.
  }
  return [...forms].filter((form) => form.length > 1);
}

/** `message` with every spelling of every path replaced by its label, longest first. */
export function withoutServerPaths(message: string, paths: readonly ServerPath[]): string {
  const pairs = paths.flatMap(({ path, label }) => (path === "" ? [] : spellings(path).map((form) => ({ form, label }))));
  pairs.sort((a, b) => b.form.length - a.form.length);
  let result = message;
  for (const { form, label } of pairs) result = result.split(form).join(label);
  return result;
}
