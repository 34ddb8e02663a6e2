// A release rehearsal in a temp copy of the workspace (never on the real checkout):
// `changeset version` → the versions and changelogs it writes → `pnpm pack` ranges →
// `pnpm publish -r --dry-run` against a local stand-in registry that records every request.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTarball } from "./tarball.js";
import { bumpVersion, expectedReleases, parseChangeset, readChangesets, type Bump, type Changeset } from "./changeset-oracle.js";
import { pack, readManifest, root, run, runOrThrow, runtimeFields, workspacePackages, type RunResult } from "./workspace.js";

const work = mkdtempSync(join(tmpdir(), "skill-kit-release-"));
const packages = workspacePackages();
const published = packages.filter((pkg) => pkg.manifest.private !== true);
const internal = new Set(packages.map((pkg) => pkg.manifest.name));
const probe = {
  name: "release-tests-probe",
  summary: "Release rehearsal: a patch for @skill-kit/primitives, so dependents are bumped too.",
};

let changesets: Changeset[] = [];
let expected = new Map<string, string>();
let versionRun: RunResult;

/** The manifests, the .changeset folder, and what the published packages ship. */
function copyWorkspace(): void {
  for (const file of ["package.json", "pnpm-workspace.yaml"]) cpSync(join(root, file), join(work, file));
  cpSync(join(root, ".changeset"), join(work, ".changeset"), { recursive: true });
  for (const { dir, manifest } of packages) {
    mkdirSync(join(work, dir), { recursive: true });
    cpSync(join(root, dir, "package.json"), join(work, dir, "package.json"));
    if (manifest.private === true) continue;
    for (const entry of ["dist", "src", "README.md", "LICENSE"]) {
      if (existsSync(join(root, dir, entry))) cpSync(join(root, dir, entry), join(work, dir, entry), { recursive: true });
    }
  }
  // changesets loads its changelog generator (`@changesets/cli/changelog`) from here.
  symlinkSync(join(root, "node_modules"), join(work, "node_modules"), "dir");
  writeFileSync(join(work, ".changeset", `${probe.name}.md`), `---\n"@skill-kit/primitives": patch\n---\n\n${probe.summary}\n`);
}

beforeAll(async () => {
  copyWorkspace();
  changesets = readChangesets(join(work, ".changeset"));
  expected = expectedReleases(
    published.map((pkg) => pkg.manifest),
    changesets,
  );
  versionRun = await run(process.execPath, [join(root, "node_modules", "@changesets", "cli", "bin.js"), "version"], {
    cwd: work,
  });
}, 300_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("changeset version", () => {
  it("succeeds and consumes every pending changeset", () => {
    expect(versionRun.status, versionRun.stderr).toBe(0);
    expect(changesets.length).toBeGreaterThan(1);
    expect(readdirSync(join(work, ".changeset")).sort()).toEqual(["README.md", "config.json"]);
  });

  it("gives every published package the version its changesets and dependencies call for", () => {
    const actual = Object.fromEntries(
      published.map(({ dir, manifest }) => [manifest.name, readManifest(join(work, dir)).version]),
    );
    const wanted = Object.fromEntries(
      published.map(({ manifest }) => [manifest.name, expected.get(manifest.name) ?? manifest.version]),
    );
    expect(actual).toEqual(wanted);
    expect(expected.get("@skill-kit/primitives")).toBeDefined();
    expect(expected.get("@skill-kit/cli")).toBeDefined();
  });

  it("writes a CHANGELOG.md for every bumped package with its version and its changesets' summaries", () => {
    for (const { dir, manifest } of published) {
      const version = expected.get(manifest.name);
      const file = join(work, dir, "CHANGELOG.md");
      if (version === undefined) {
        expect(existsSync(file), file).toBe(false);
        continue;
      }
      const changelog = readFileSync(file, "utf8");
      expect(changelog).toContain(`# ${manifest.name}`);
      expect(changelog).toContain(`## ${version}`);
      const own = changesets.filter((changeset) => changeset.releases.has(manifest.name));
      for (const changeset of own) expect(changelog).toContain(changeset.summary.split("\n")[0]);
      if (own.length === 0) expect(changelog).toContain("Updated dependencies");
    }
  });

  it("keeps workspace:* between siblings in the source manifests", () => {
    for (const { dir } of published) {
      const manifest = readManifest(join(work, dir));
      for (const field of runtimeFields) {
        for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
          if (internal.has(dependency)) expect({ dependency, range }).toEqual({ dependency, range: "workspace:*" });
        }
      }
    }
  });

  it("leaves private packages (examples, tooling) alone", () => {
    for (const { dir } of packages.filter((pkg) => pkg.manifest.private === true)) {
      expect(readFileSync(join(work, dir, "package.json"), "utf8")).toBe(readFileSync(join(root, dir, "package.json"), "utf8"));
      expect(existsSync(join(work, dir, "CHANGELOG.md"))).toBe(false);
    }
  });
});

describe("after versioning", () => {
  it("pnpm pack writes each sibling's new exact version into the packed manifest", async () => {
    const destination = join(work, "packs");
    mkdirSync(destination);
    for (const { dir, manifest } of published) {
      const tarball = await pack(join(work, dir), destination);
      expect(tarball.version).toBe(expected.get(manifest.name) ?? manifest.version);
    }
    // Read back one with siblings: the CLI depends on most of them.
    const cli = published.find((pkg) => pkg.manifest.name === "@skill-kit/cli");
    expect(cli).toBeDefined();
    const version = expected.get("@skill-kit/cli") ?? "";
    const entries = readTarball(join(destination, `skill-kit-cli-${version}.tgz`));
    const packedManifest = JSON.parse(
      entries.find((entry) => entry.path === "package.json")?.content.toString("utf8") ?? "{}",
    ) as { dependencies: Record<string, string> };
    for (const [dependency, range] of Object.entries(packedManifest.dependencies)) {
      if (internal.has(dependency)) expect({ dependency, range }).toEqual({ dependency, range: expected.get(dependency) });
    }
  }, 300_000);

  it("pnpm publish -r --dry-run goes through every published package and sends nothing", async () => {
    const requests: string[] = [];
    const registry: Server = createServer((request, response) => {
      requests.push(`${request.method ?? "?"} ${decodeURIComponent(request.url ?? "")}`);
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
    });
    await new Promise<void>((resolve) => registry.listen(0, "127.0.0.1", resolve));
    const { port } = registry.address() as AddressInfo;
    try {
      const stdout = await runOrThrow(
        "pnpm",
        ["publish", "-r", "--dry-run", "--no-git-checks", "--registry", `http://127.0.0.1:${port}/`],
        { cwd: work },
      );
      for (const { manifest } of published)
        expect(stdout).toContain(`${manifest.name}@${expected.get(manifest.name) ?? manifest.version}`);
      for (const { manifest } of packages.filter((pkg) => pkg.manifest.private === true))
        expect(stdout).not.toContain(`${manifest.name}@`);
      expect(requests.filter((request) => !request.startsWith("GET "))).toEqual([]);
    } finally {
      registry.close();
    }
  }, 300_000);
});

describe("the expected-release oracle", () => {
  const manifest = (name: string, dependencies: Record<string, string> = {}) => ({ name, version: "0.1.2", dependencies });

  it("bumps versions the semver way", () => {
    expect(["patch", "minor", "major"].map((bump) => bumpVersion("0.1.2", bump as Bump))).toEqual(["0.1.3", "0.2.0", "1.0.0"]);
  });

  it("takes the highest bump named and patches dependents transitively", () => {
    const changeset = (lines: string) => parseChangeset("x.md", `---\n${lines}\n---\n\nSummary.\n`);
    const releases = expectedReleases(
      [manifest("a"), manifest("b", { a: "workspace:*" }), manifest("c", { b: "workspace:*" }), manifest("d")],
      [changeset(`"a": patch`), changeset(`"a": minor\n'd': patch`)],
    );
    expect(Object.fromEntries(releases)).toEqual({ a: "0.2.0", b: "0.1.3", c: "0.1.3", d: "0.1.3" });
  });
});
