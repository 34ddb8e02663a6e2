// The served skills by name, for tools and resources: exact name first, then the host rule (NFKC, any
// case). A skill whose folder lies inside another served skill's folder is published under that
// skill's tree (`skill://outer/inner/SKILL.md`), never under a `skill://inner/` tree of its own.
import { nameKey } from "@skill-kit/loader/internal";
import { dirname, relative, sep } from "node:path";
import type { ServedSkill } from "./load-served-skills.js";
import { parseSkillUri, skillUri } from "./skill-uri.js";

/** Where a skill's files are published: the top-level skill whose tree holds them, and the folder in it. */
export interface Publication {
  readonly tree: ServedSkill;
  /** `""` for a top-level skill, else the folder inside the tree with a trailing `/` (`inner/`). */
  readonly prefix: string;
}

/** The outermost served skill whose folder holds `served`'s folder, walking up through the parents. */
function enclosing(served: ServedSkill, byDirectory: ReadonlyMap<string, ServedSkill>): ServedSkill | undefined {
  let outermost: ServedSkill | undefined;
  for (let dir = dirname(served.directory); dir !== dirname(dir); dir = dirname(dir)) {
    outermost = byDirectory.get(dir) ?? outermost;
  }
  return outermost;
}

export class SkillRegistry {
  private readonly byKey = new Map<string, ServedSkill>();
  private readonly treesByKey = new Map<string, ServedSkill>();
  private readonly publications = new Map<ServedSkill, Publication>();
  private readonly byManifest = new Map<string, ServedSkill>();
  /** The skills published under a tree of their own name. */
  readonly trees: readonly ServedSkill[];

  constructor(readonly skills: readonly ServedSkill[]) {
    const byDirectory = new Map<string, ServedSkill>();
    for (const served of skills) if (!byDirectory.has(served.directory)) byDirectory.set(served.directory, served);
    for (const served of skills) {
      const key = nameKey(served.skill.name);
      if (!this.byKey.has(key)) this.byKey.set(key, served);
      const tree = enclosing(served, byDirectory);
      const prefix = tree === undefined ? "" : `${relative(tree.directory, served.directory).split(sep).join("/")}/`;
      this.publications.set(served, { tree: tree ?? served, prefix });
    }
    this.trees = skills.filter((served) => this.published(served).prefix === "");
    for (const served of this.trees) {
      const key = nameKey(served.skill.name);
      if (!this.treesByKey.has(key)) this.treesByKey.set(key, served);
    }
    for (const served of skills) {
      const uri = this.uriOf(served);
      if (!this.byManifest.has(uri)) this.byManifest.set(uri, served);
    }
  }

  get workflows(): readonly ServedSkill[] {
    return this.skills.filter((served) => served.workflow);
  }

  /** Where `served`'s files are published. */
  published(served: ServedSkill): Publication {
    return this.publications.get(served) ?? { tree: served, prefix: "" };
  }

  /** The URI of a file of `served` (its SKILL.md by default), under the tree it is published in. */
  uriOf(served: ServedSkill, path = "SKILL.md"): string {
    const { tree, prefix } = this.published(served);
    return skillUri(tree.skill.name, `${prefix}${path}`);
  }

  /** The skill whose SKILL.md is at exactly `uri`, nested or not. */
  atManifest(uri: string): ServedSkill | undefined {
    return this.byManifest.get(uri);
  }

  /** The tree a `skill://` URI points into and the path in it; undefined when it names no served tree. */
  resolve(uri: URL): { readonly tree: ServedSkill; readonly path: string } | undefined {
    const address = parseSkillUri(uri);
    if (address === undefined) return undefined;
    const tree = this.trees.find((served) => served.skill.name === address.name) ?? this.treesByKey.get(nameKey(address.name));
    return tree === undefined ? undefined : { tree, path: address.path };
  }

  find(name: string): ServedSkill | undefined {
    return this.skills.find((served) => served.skill.name === name) ?? this.byKey.get(nameKey(name));
  }

  /** The skill, or an error message that names what is available. */
  lookup(name: string, among: readonly ServedSkill[] = this.skills): ServedSkill | string {
    const served = this.find(name);
    if (served !== undefined && among.includes(served)) return served;
    const names = among.map((item) => item.skill.name);
    const shown = names.length > 20 ? `${names.slice(0, 20).join(", ")}, … (${names.length} in all)` : names.join(", ");
    return `unknown skill "${name}"; available: ${shown === "" ? "none" : shown}`;
  }
}
