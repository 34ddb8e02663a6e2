// Fetches the skills a source offers (all of them, or the named ones): local folders are read, git
// repositories cloned at the ref, servers' files read and verified against their manifests.
import type { FetchedSkill, FetchedSource } from "./fetched-skill.js";
import { installHints } from "./hints.js";
import { InstallError } from "./install-error.js";
import type { SourceSpec } from "./source-spec.js";
import { folderSkills } from "./sources/folder-skills.js";
import { checkoutGit } from "./sources/git-checkout.js";
import { connectServer, nameOfUri } from "./sources/server-skills.js";

export interface OpenSourceOptions {
  readonly ref?: string;
  readonly token?: string;
  /** Only these skills (each must exist); every skill when absent. */
  readonly names?: readonly string[];
}

interface Selection {
  readonly names: readonly string[] | undefined;
  readonly source: string;
}

function pick<T>(available: readonly T[], nameOf: (item: T) => string, { names, source }: Selection): T[] {
  if (available.length === 0)
    throw new InstallError({
      code: "SKILL_NOT_FOUND",
      message: `${source} offers no skill (no SKILL.md found)`,
      data: { source },
    });
  if (names === undefined) return [...available];
  const missing = names.filter((name) => !available.some((item) => nameOf(item) === name));
  if (missing.length > 0)
    throw new InstallError({
      code: "SKILL_NOT_FOUND",
      message: `${source} has no skill named ${missing.join(", ")}; it offers ${available.map(nameOf).join(", ")}`,
      data: { source, missing },
    });
  return available.filter((item) => names.includes(nameOf(item)));
}

const byName = (skill: FetchedSkill): string => skill.name;

export async function openSource(spec: SourceSpec, options: OpenSourceOptions): Promise<FetchedSource> {
  if (spec.type === "local") {
    if (options.ref !== undefined)
      throw new InstallError({
        code: "BAD_SOURCE",
        message: `${installHints.ref}; ${spec.location} is a folder`,
        data: { hint: "ref" },
      });
    return {
      skills: pick(folderSkills(spec.location, spec.location), byName, { names: options.names, source: spec.location }),
      dispose: () => undefined,
    };
  }
  if (spec.type === "git") {
    const checkout = checkoutGit(spec.location, options.ref);
    try {
      return {
        skills: pick(folderSkills(checkout.folder, spec.location), byName, { names: options.names, source: spec.location }),
        commit: checkout.commit,
        dispose: checkout.dispose,
      };
    } catch (error) {
      checkout.dispose();
      throw error;
    }
  }
  const server = await connectServer(spec.location, options.token);
  try {
    const entries = pick(await server.list(), (entry) => nameOfUri(entry.uri), { names: options.names, source: spec.location });
    const skills: FetchedSkill[] = [];
    for (const entry of entries) skills.push(await server.fetch(entry));
    return { skills, dispose: () => undefined };
  } finally {
    await server.close();
  }
}
