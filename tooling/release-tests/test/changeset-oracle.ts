// What `changeset version` should do with this repository's config, worked out independently:
// each package takes the highest bump its changesets name; a published package that depends on a
// bumped sibling (at runtime) gets at least a patch ("updateInternalDependencies": "patch").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runtimeFields, type Manifest } from "./workspace.js";

export type Bump = "patch" | "minor" | "major";

export interface Changeset {
  readonly file: string;
  readonly releases: ReadonlyMap<string, Bump>;
  readonly summary: string;
}

const rank: Record<Bump, number> = { patch: 0, minor: 1, major: 2 };

export function parseChangeset(file: string, text: string): Changeset {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, "\n"));
  if (match === null) throw new Error(`${file}: no front matter`);
  const releases = new Map<string, Bump>();
  for (const line of (match[1] ?? "").split("\n")) {
    const release = /^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line);
    if (release?.[1] !== undefined) releases.set(release[1], release[2] as Bump);
  }
  return { file, releases, summary: (match[2] ?? "").trim() };
}

/** Every pending changeset in a .changeset folder. */
export function readChangesets(dir: string): Changeset[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => parseChangeset(file, readFileSync(join(dir, file), "utf8")));
}

export function bumpVersion(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split("-")[0]?.split(".").map(Number) ?? [];
  if (bump === "major") return `${major + 1}.0.0`;
  if (bump === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** The new version of every published package that changes; the others are left out. */
export function expectedReleases(published: readonly Manifest[], changesets: readonly Changeset[]): Map<string, string> {
  const bumps = new Map<string, Bump>();
  const names = new Set(published.map((manifest) => manifest.name));
  for (const changeset of changesets) {
    for (const [name, bump] of changeset.releases) {
      if (!names.has(name)) continue;
      const current = bumps.get(name);
      if (current === undefined || rank[bump] > rank[current]) bumps.set(name, bump);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const manifest of published) {
      if (bumps.has(manifest.name)) continue;
      const siblings = runtimeFields.flatMap((field) => Object.keys(manifest[field] ?? {}));
      if (siblings.some((name) => bumps.has(name))) {
        bumps.set(manifest.name, "patch");
        changed = true;
      }
    }
  }
  return new Map(
    published.flatMap((manifest) => {
      const bump = bumps.get(manifest.name);
      return bump === undefined ? [] : [[manifest.name, bumpVersion(manifest.version, bump)] as const];
    }),
  );
}
