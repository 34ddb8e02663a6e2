// The versions a new project depends on, read at run time from the manifests of the packages
// this CLI runs with, so a project made by skill-kit X depends on the @skill-kit/core of X.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

export interface ProjectVersions {
  readonly core: string;
  readonly cli: string;
  readonly arktype: string;
  readonly typescript: string;
  readonly vitest: string;
  readonly nodeTypes: string;
}

interface Manifest {
  readonly version?: string;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

/**
 * The CLI does not depend on TypeScript or vitest, so it cannot read their installed versions:
 * a published CLI's own devDependencies win (pnpm pack writes catalog versions there); these
 * are the fallback. apps/cli's `test/new.test.ts` keeps them equal to the monorepo's catalog.
 */
export const toolVersions = { typescript: "6.0.3", vitest: "4.1.12", "@types/node": "20.19.43" } as const;

function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

/** The manifest `name` resolves to from `fromFile`, found as Node would (its `exports` may not list it). */
function installedManifest(name: string, fromFile: string): string {
  for (const dir of createRequire(fromFile).resolve.paths(name) ?? []) {
    const file = join(dir, name, "package.json");
    if (existsSync(file)) return realpathSync(file);
  }
  throw new Error(`cannot find the installed ${name} (looked from ${fromFile})`);
}

function versionOf(file: string): string {
  const { version } = readManifest(file);
  if (typeof version !== "string" || version === "") throw new Error(`${file} has no version`);
  return version;
}

function toolVersion(name: keyof typeof toolVersions, cli: Manifest): string {
  const declared = cli.devDependencies?.[name];
  if (declared !== undefined && /^[\^~]?\d/.test(declared)) return declared;
  return `^${toolVersions[name]}`;
}

/** The versions for a project made by the CLI whose package.json is `cliManifestFile`. */
export function projectVersions(cliManifestFile: string): ProjectVersions {
  const cli = readManifest(cliManifestFile);
  const coreFile = installedManifest("@skill-kit/core", cliManifestFile);
  return {
    core: `^${versionOf(coreFile)}`,
    cli: `^${versionOf(cliManifestFile)}`,
    // Exactly the arktype core runs with, so a project holds one copy and its types agree.
    arktype: versionOf(installedManifest("arktype", coreFile)),
    typescript: toolVersion("typescript", cli),
    vitest: toolVersion("vitest", cli),
    nodeTypes: toolVersion("@types/node", cli),
  };
}
