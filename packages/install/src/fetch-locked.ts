// A locked skill fetched again from its source, as its entry says: a local folder read, a git (or
// `github`, `gitlab`) repository checked out at the locked commit or ref, a server asked for the
// locked URI. Entries the `skills` CLI wrote are found by `skillPath`, else by name.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { SkillContents } from "@skill-kit/scan";
import type { TokenFor } from "./credentials.js";
import { InstallError } from "./install-error.js";
import type { LockEntry } from "./lockfile.js";
import { githubUrl, isGithubShorthand } from "./source-spec.js";
import { folderSkills, skillAt } from "./sources/folder-skills.js";
import { checkoutGit } from "./sources/git-checkout.js";
import { readSkillFolder } from "./sources/read-skill-folder.js";
import { connectServer } from "./sources/server-skills.js";

const notFound = (message: string): InstallError => new InstallError({ code: "SKILL_NOT_FOUND", message, data: {} });

/** The URL to clone for a git-like entry, or undefined when the entry cannot say (as the `skills` CLI decides). */
export function cloneUrlOf(entry: LockEntry): string | undefined {
  if (entry.sourceType === "github")
    return isGithubShorthand(entry.source) ? githubUrl(entry.source) : (entry.sourceUrl ?? entry.source);
  if (entry.sourceUrl !== undefined) return entry.sourceUrl;
  return entry.source.includes(":") || entry.source.startsWith(".") || entry.source.startsWith("/") ? entry.source : undefined;
}

/** Whether skill-kit can fetch the entry's skill again (`local`, `git`, `github`, `gitlab`, and `mcp` with a URI). */
export function fetches(entry: LockEntry): boolean {
  if (entry.sourceType === "mcp") return entry.skillKit.uri !== undefined;
  return ["local", "git", "github", "gitlab"].includes(entry.sourceType);
}

/** A local entry without `skillPath`: the folder itself, or `<name>/` or `skills/<name>/` in it (never a walk of the folder). */
function localSkill(root: string, name: string): SkillContents {
  const found = ["", name, `skills/${name}`].find((folder) => existsSync(join(root, folder, "SKILL.md")));
  if (found === undefined) throw notFound(`${root} has no SKILL.md for ${name}`);
  return readSkillFolder(join(root, found), join(root, found));
}

function inCheckout(folder: string, name: string, skillPath: string | undefined): SkillContents {
  if (skillPath !== undefined) return skillAt(folder, skillPath).contents;
  const skill = folderSkills(folder).find((candidate) => candidate.name === name);
  if (skill === undefined) throw notFound(`the repository has no skill named ${name}`);
  return skill.contents;
}

export async function fetchLocked(context: {
  readonly project: string;
  readonly name: string;
  readonly entry: LockEntry;
  readonly tokenFor: TokenFor;
}): Promise<SkillContents> {
  const { project, name, entry } = context;
  if (entry.sourceType === "local") {
    const root = resolve(project, entry.source);
    return entry.skillPath === undefined ? localSkill(root, name) : skillAt(root, entry.skillPath).contents;
  }
  if (entry.sourceType === "git" || entry.sourceType === "github" || entry.sourceType === "gitlab") {
    const url = cloneUrlOf(entry);
    if (url === undefined) throw notFound(`the lock gives no URL to clone ${entry.source} from (no sourceUrl)`);
    const checkout = checkoutGit(url, entry.skillKit.commit ?? entry.ref);
    try {
      return inCheckout(checkout.folder, name, entry.skillPath);
    } finally {
      checkout.dispose();
    }
  }
  const uri = entry.skillKit.uri;
  if (entry.sourceType !== "mcp" || uri === undefined)
    throw notFound(`skill-kit does not fetch ${entry.sourceType} sources; \`npx skills experimental_install\` restores them`);
  const server = await connectServer(entry.source, context.tokenFor(entry.source));
  try {
    const listed = (await server.list()).find((candidate) => candidate.uri === uri);
    if (listed === undefined) throw notFound(`${entry.source} no longer lists ${uri}`);
    return (await server.fetch(listed)).contents;
  } finally {
    await server.close();
  }
}
