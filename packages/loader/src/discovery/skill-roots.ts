// Where hosts look for skills: project folders (start folder up to the git root) and user folders.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** Which host a folder belongs to; `agents` is the cross-client `.agents/skills`. */
export type HostName = "agents" | "claude-code" | "codex" | "gemini-cli" | "opencode" | "copilot";

/** Project folders win over user folders; `path` marks folders the caller passed. */
export type SkillScope = "project" | "user" | "path";

/** A folder to search for skills. The order of roots is their precedence on a name clash. */
export interface SkillRoot {
  readonly path: string;
  readonly scope: SkillScope;
  readonly host?: HostName;
}

/** Where to start and which hosts' folders to include (default: all). */
export interface SkillRootsOptions {
  readonly cwd: string;
  readonly home: string;
  readonly hosts?: readonly HostName[];
  /** `CODEX_HOME`, when set, replaces `~/.codex` for Codex's user skills. */
  readonly codexHome?: string;
}

const PROJECT_FOLDERS: readonly (readonly [HostName, string])[] = [
  ["agents", ".agents/skills"],
  ["claude-code", ".claude/skills"],
  ["codex", ".codex/skills"],
  ["gemini-cli", ".gemini/skills"],
  ["opencode", ".opencode/skills"],
  ["opencode", ".opencode/skill"],
  ["copilot", ".github/skills"],
];

function userFolders(options: SkillRootsOptions): (readonly [HostName, string])[] {
  const home = options.home;
  return [
    ["agents", join(home, ".agents/skills")],
    ["claude-code", join(home, ".claude/skills")],
    ["codex", join(options.codexHome ?? join(home, ".codex"), "skills")],
    ["gemini-cli", join(home, ".gemini/skills")],
    ["opencode", join(home, ".config/opencode/skills")],
    ["opencode", join(home, ".config/opencode/skill")],
    ["copilot", join(home, ".copilot/skills")],
  ];
}

/** The start folder and its parents up to the nearest folder holding `.git` (only the start folder without one). */
export function projectFolders(cwd: string): string[] {
  const folders: string[] = [];
  let current = resolve(cwd);
  for (;;) {
    folders.push(current);
    if (existsSync(join(current, ".git"))) return folders;
    const parent = dirname(current);
    if (parent === current) return [resolve(cwd)];
    current = parent;
  }
}

/**
 * Every folder the chosen hosts read, in precedence order: project folders nearest first, then
 * user folders. Folders that do not exist are included; discovery skips them.
 */
export function skillRoots(options: SkillRootsOptions): SkillRoot[] {
  const wanted = (host: HostName): boolean => options.hosts === undefined || options.hosts.includes(host);
  const roots: SkillRoot[] = [];
  const seen = new Set<string>();
  const add = (path: string, scope: SkillScope, host: HostName): void => {
    if (!wanted(host) || seen.has(path)) return;
    seen.add(path);
    roots.push({ path, scope, host });
  };
  for (const folder of projectFolders(options.cwd)) {
    for (const [host, relative] of PROJECT_FOLDERS) add(join(folder, relative), "project", host);
  }
  for (const [host, path] of userFolders(options)) add(resolve(path), "user", host);
  return roots;
}
