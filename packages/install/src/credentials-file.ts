// The user's credentials file: `$XDG_CONFIG_HOME/skill-kit/credentials.json`, by default
// `~/.config/skill-kit/credentials.json`. It is read only when it belongs to the user and no one else
// can read or write it (mode 0600 or stricter), since it may hold tokens.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { InstallError } from "./install-error.js";

/** Where the credentials file is for this environment (`XDG_CONFIG_HOME`, else `HOME`), or undefined with neither. */
export function credentialsPath(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const config = env["XDG_CONFIG_HOME"];
  if (config !== undefined && config !== "") return join(config, "skill-kit", "credentials.json");
  const home = env["HOME"] ?? env["USERPROFILE"];
  return home === undefined || home === "" ? undefined : join(home, ".config", "skill-kit", "credentials.json");
}

/** The file's text, or undefined when there is none; throws `BAD_SOURCE` when others can read or write it. */
export function readCredentialsFile(path: string): { readonly text: string; readonly path: string } | undefined {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch (error) {
    if (error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR")) return undefined;
    throw error;
  }
  const uid = process.getuid?.();
  if (process.platform !== "win32" && ((stat.mode & 0o066) !== 0 || (uid !== undefined && stat.uid !== uid)))
    throw new InstallError({
      code: "BAD_SOURCE",
      message: `${path}: refusing to read a credentials file other users can read or write (mode ${(stat.mode & 0o777).toString(8)}; run chmod 600 ${path})`,
      data: { path },
    });
  return { text: readFileSync(path, "utf8"), path };
}
