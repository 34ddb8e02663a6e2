// What `add <source>` names: a Skills Extension server (a URL whose path ends in `/mcp`), a git
// repository (any other URL, `git@host:path`, a path ending in `.git`, or GitHub's `owner/repo` and
// `github:owner/repo`), or a local folder. An existing folder wins over `owner/repo`: `./owner/repo`
// and `github:owner/repo` say which is meant.
import { existsSync, statSync } from "node:fs";
import { InstallError } from "./install-error.js";
import type { SourceType } from "./lockfile.js";

export interface SourceSpec {
  readonly type: SourceType;
  /** The URL, or the folder's path as given. */
  readonly location: string;
}

const shorthand = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/(?!\.{1,2}(?:\.git)?$)[A-Za-z0-9._-]{1,100}$/;

/** `owner/repo` as GitHub spells them (`.git` allowed at the end). */
export function isGithubShorthand(source: string): boolean {
  return shorthand.test(source);
}

/** `https://github.com/owner/repo.git` for `owner/repo` (or `owner/repo.git`). */
export function githubUrl(ownerRepo: string): string {
  return `https://github.com/${ownerRepo.replace(/\.git$/, "")}.git`;
}

const isFolder = (path: string): boolean => existsSync(path) && statSync(path).isDirectory();

export function parseSource(source: string): SourceSpec {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) {
    const url = URL.canParse(source) ? new URL(source) : undefined;
    if (url === undefined)
      throw new InstallError({ code: "BAD_SOURCE", message: `${source} is not a valid URL`, data: { source } });
    const isServer = (url.protocol === "https:" || url.protocol === "http:") && /\/mcp\/?$/.test(url.pathname);
    return { type: isServer ? "mcp" : "git", location: source };
  }
  const github = source.startsWith("github:") ? source.slice("github:".length) : undefined;
  if (github !== undefined) {
    if (!isGithubShorthand(github))
      throw new InstallError({ code: "BAD_SOURCE", message: `${source}: expected github:owner/repo`, data: { source } });
    return { type: "git", location: githubUrl(github) };
  }
  if (/^[\w.-]+@[\w.-]+:/.test(source) || /\.git\/?$/.test(source)) return { type: "git", location: source };
  if (isFolder(source)) return { type: "local", location: source };
  if (isGithubShorthand(source)) return { type: "git", location: githubUrl(source) };
  throw new InstallError({
    code: "BAD_SOURCE",
    message: `${source} is not a folder, a git URL (https://…, git://…, file://…, git@host:…, ….git, owner/repo for GitHub) or a skills server (…/mcp)`,
    data: { source },
  });
}
