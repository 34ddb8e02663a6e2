// `skill-kit add`: fetch a source's skills, scan each, install those without an open error-level
// finding (or all, when told to) into every chosen host's skills folder, and record them in the lock.
import { isAbsolute, relative, resolve } from "node:path";
import type { HostId } from "@skill-kit/primitives";
import { type Finding, hasBlockingFindings, scanSkill, type Suppression } from "@skill-kit/scan";
import { type Refusal, refusalOf } from "./add-refusal.js";
import { lockedFiles } from "./compare-to-lock.js";
import type { FetchedSkill } from "./fetched-skill.js";
import { computedHash } from "./folder-hash.js";
import { hostSkillsFolder } from "./host-folders.js";
import { type LockEntry, readLockfile, writeLockfile } from "./lockfile.js";
import { openSource } from "./open-source.js";
import { parseSource, type SourceSpec } from "./source-spec.js";
import { installSkillFiles } from "./stage-skill.js";

export interface AddOptions {
  readonly source: string;
  readonly project: string;
  /** A git branch, tag or commit. */
  readonly ref?: string;
  /** Only these skills; every skill of the source when absent. */
  readonly skills?: readonly string[];
  /** Hosts to install for (default `generic`: `.agents/skills`). */
  readonly agents?: readonly HostId[];
  /** A bearer token for a skills server. */
  readonly token?: string;
  /** Install even skills with error-level findings. */
  readonly allowErrors?: boolean;
  readonly suppressions?: readonly Suppression[];
  /** Replace a skill of the same name that another source installed (refused with `NAME_TAKEN` otherwise). */
  readonly replace?: boolean;
  /** Replace an existing folder of the same name that the lock does not know (refused with `TARGET_EXISTS` otherwise). */
  readonly force?: boolean;
}

export interface AddedSkill {
  readonly name: string;
  readonly findings: readonly Finding[];
  /** False when an open error-level finding kept it out. */
  readonly installed: boolean;
  /** The folders written, absolute. */
  readonly folders: readonly string[];
  /** Why the skill was left out before its scan: a bad name, a name another source holds, a folder the lock does not know. */
  readonly refusal?: Refusal;
}

/** The source as the `skills` CLI records a local folder: relative to the project, `./`-prefixed. */
function portableSource(spec: SourceSpec, project: string): string {
  if (spec.type !== "local") return spec.location;
  const path = relative(project, resolve(spec.location)).split("\\").join("/");
  if (isAbsolute(path)) return resolve(spec.location);
  return path === "" ? "." : path.startsWith("../") || path === ".." ? path : `./${path}`;
}

function lockEntry(
  spec: SourceSpec,
  skill: FetchedSkill,
  context: { readonly project: string; readonly commit?: string; readonly ref?: string; readonly agents: readonly HostId[] },
): LockEntry {
  const files = skill.contents.files;
  return {
    source: portableSource(spec, context.project),
    sourceType: spec.type,
    ...(spec.type === "git" ? { sourceUrl: spec.location } : {}),
    ...(context.ref === undefined ? {} : { ref: context.ref }),
    ...(skill.skillPath === undefined ? {} : { skillPath: skill.skillPath }),
    computedHash: computedHash(files),
    skillKit: {
      ...(context.commit === undefined ? {} : { commit: context.commit }),
      ...(skill.uri === undefined ? {} : { uri: skill.uri }),
      agents: context.agents,
      files: lockedFiles(files),
    },
  };
}

const twiceOffered = (source: string, name: string): Refusal => ({
  code: "NAME_TAKEN",
  message: `${source} offers more than one skill named ${name}; only the first is installed`,
});

export async function addSkills(options: AddOptions): Promise<AddedSkill[]> {
  const project = resolve(options.project);
  const spec = parseSource(options.source);
  const lock = readLockfile(project);
  const agents = options.agents !== undefined && options.agents.length > 0 ? options.agents : (["generic"] as const);
  const folders = [...new Set(agents.map((agent) => hostSkillsFolder(project, agent)))];
  const source = await openSource(spec, {
    ...(options.ref === undefined ? {} : { ref: options.ref }),
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(options.skills === undefined || options.skills.length === 0 ? {} : { names: options.skills }),
  });
  try {
    const added: AddedSkill[] = [];
    const entries: Record<string, LockEntry> = { ...lock.skills };
    const recorded = portableSource(spec, project);
    const seen = new Set<string>();
    for (const skill of source.skills) {
      const refusal = seen.has(skill.name)
        ? twiceOffered(recorded, skill.name)
        : refusalOf({
            project,
            name: skill.name,
            source: recorded,
            folders,
            locked: Object.hasOwn(lock.skills, skill.name) ? lock.skills[skill.name] : undefined,
            replace: options.replace === true,
            force: options.force === true,
          });
      seen.add(skill.name);
      if (refusal !== undefined) {
        added.push({ name: skill.name, findings: [], installed: false, folders: [], refusal });
        continue;
      }
      const findings = scanSkill(skill.contents, { suppressions: options.suppressions ?? [], skillName: skill.name });
      if (hasBlockingFindings(findings) && options.allowErrors !== true) {
        added.push({ name: skill.name, findings, installed: false, folders: [] });
        continue;
      }
      const written = installSkillFiles({ project, name: skill.name, folders, files: skill.contents.files });
      entries[skill.name] = lockEntry(spec, skill, {
        project,
        agents,
        ...(source.commit === undefined ? {} : { commit: source.commit }),
        ...(options.ref === undefined ? {} : { ref: options.ref }),
      });
      writeLockfile(project, { version: lock.version, skills: entries });
      added.push({ name: skill.name, findings, installed: true, folders: written });
    }
    return added;
  } finally {
    source.dispose();
  }
}
