// A new project made from a checkout of skill-kit. Our packages are not on a registry yet, so
// `skill-kit new` run from a checkout packs the ones the project needs (@skill-kit/cli and the
// workspace packages it depends on) into <project>/vendor, and the project depends on those
// tarballs; everything else still comes from the npm registry
// (docs/decisions/2026-11-24-new-from-checkout.md).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";

interface Manifest {
  readonly name: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** The checkout the CLI (its package.json: `cliManifestFile`) runs from, or undefined when it was installed from a registry. */
export function checkoutRoot(cliManifestFile: string): string | undefined {
  const root = join(dirname(cliManifestFile), "..", "..");
  const isCheckout =
    existsSync(join(root, "pnpm-workspace.yaml")) &&
    existsSync(join(root, "packages", "core", "package.json")) &&
    !cliManifestFile.includes("/node_modules/");
  return isCheckout ? root : undefined;
}

function manifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
}

/** @skill-kit/cli and every workspace package it depends on, by name, with their folders. */
function packagesToPack(root: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const zone of ["packages", "apps"]) {
    for (const entry of readdirSync(join(root, zone))) {
      const dir = join(root, zone, entry);
      if (existsSync(join(dir, "package.json"))) all.set(manifest(dir).name, dir);
    }
  }
  const wanted = new Map<string, string>();
  const visit = (name: string): void => {
    const dir = all.get(name);
    if (dir === undefined || wanted.has(name)) return;
    wanted.set(name, dir);
    for (const dependency of Object.keys(manifest(dir).dependencies ?? {})) visit(dependency);
  };
  visit("@skill-kit/cli");
  return wanted;
}

/** Packs each package into a temporary folder; returns the tarball paths by package name. Throws with pnpm's output on failure. */
export function packCheckout(root: string): { readonly tarballs: ReadonlyMap<string, string>; readonly remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-new-vendor-"));
  const tarballs = new Map<string, string>();
  try {
    for (const [name, dir] of packagesToPack(root)) {
      if (!existsSync(join(dir, "dist")))
        throw new Error(`${name} is not built (${join(dir, "dist")} is missing): run \`pnpm build\` in ${root} first`);
      const packed = spawnSync("pnpm", ["pack", "--pack-destination", folder], { cwd: dir, encoding: "utf8" });
      const tarball = packed.stdout
        .split("\n")
        .reverse()
        .find((line) => line.trim().endsWith(".tgz"))
        ?.trim();
      if (packed.status !== 0 || tarball === undefined)
        throw new Error(`\`pnpm pack\` failed in ${dir}: ${packed.error?.message ?? packed.stderr.trim()}`);
      tarballs.set(name, tarball.startsWith("/") ? tarball : join(folder, basename(tarball)));
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    tarballs,
    remove: () => {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Each package's dependency spec in the new project: `file:vendor/<tarball>`. */
export function vendorSpecs(tarballs: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...tarballs].map(([name, tarball]) => [name, `file:vendor/${basename(tarball)}`]));
}

/** Copies the tarballs into `<project>/vendor`. */
export function copyVendor(project: string, tarballs: ReadonlyMap<string, string>): void {
  mkdirSync(join(project, "vendor"), { recursive: true });
  for (const tarball of tarballs.values()) copyFileSync(tarball, join(project, "vendor", basename(tarball)));
}
