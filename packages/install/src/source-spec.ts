// What `add <source>` names: a Skills Extension server (a URL whose path ends in `/mcp`), a git
// repository (any other URL, `git@host:path`, or a path ending in `.git`), or a local folder.
import { existsSync, statSync } from "node:fs";
import { InstallError } from "./install-error.js";
import type { SourceType } from "./lockfile.js";

export interface SourceSpec {
  readonly type: SourceType;
  /** The URL, or the folder's path as given. */
  readonly location: string;
}

export function parseSource(source: string): SourceSpec {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) {
    const url = URL.canParse(source) ? new URL(source) : undefined;
    if (url === undefined)
      throw new InstallError({ code: "BAD_SOURCE", message: `${source} is not a valid URL`, data: { source } });
    const isServer = (url.protocol === "https:" || url.protocol === "http:") && /\/mcp\/?$/.test(url.pathname);
    return { type: isServer ? "mcp" : "git", location: source };
  }
  if (/^[\w.-]+@[\w.-]+:/.test(source) || /\.git\/?$/.test(source)) return { type: "git", location: source };
  if (!existsSync(source) || !statSync(source).isDirectory())
    throw new InstallError({
      code: "BAD_SOURCE",
      message: `${source} is not a folder, a git URL (https://…, git://…, file://…, git@host:…, ….git) or a skills server (…/mcp)`,
      data: { source },
    });
  return { type: "local", location: source };
}
