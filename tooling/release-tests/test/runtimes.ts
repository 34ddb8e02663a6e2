// The Deno and workerd binaries the release tests run. Both come from npm packages pinned in this
// package's devDependencies: `deno` (its binary from @deno/<platform>) and `workerd` (from
// @cloudflare/workerd-<platform>). Where a platform has none, the tests that need it print a
// `[skipped]` line; under `CI=true` they fail instead, as tooling/vitest/servers.ts does.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface Binary {
  /** Whether the binary is here; when false, `path` is empty and `why` says what is missing. */
  readonly found: boolean;
  readonly path: string;
  readonly why: string;
}

function locate(find: () => string): Binary {
  try {
    const path = find();
    return existsSync(path) ? { found: true, path, why: "" } : { found: false, path: "", why: `${path} does not exist` };
  } catch (error) {
    return { found: false, path: "", why: error instanceof Error ? error.message.trim() : String(error) };
  }
}

/** The binary `find` returns; without it, throws under `CI=true`, else prints why `suite` is skipped. */
export function needsBinary(suite: string, find: () => string): Binary {
  const binary = locate(find);
  if (binary.found) return binary;
  const why = `${binary.why} (pnpm install puts it there on a platform the package ships a binary for)`;
  if (process.env["CI"] === "true") throw new Error(`${suite} needs its binary: ${why}`);
  console.warn(`[skipped] ${suite}: ${why}; CI=true makes it mandatory`);
  return binary;
}

interface DenoInstaller {
  /** Where the package's postinstall put the binary, copying it there first if it has not run. */
  runInstall(): string;
}

/** The Deno binary of the pinned `deno` package. */
export function denoPath(): string {
  return (require("deno/install_api.cjs") as DenoInstaller).runInstall();
}

interface WorkerdPackage {
  /** The path of the workerd binary. */
  readonly default: string;
  /** The newest compatibility date this workerd supports. */
  readonly compatibilityDate: string;
}

/** The workerd binary of the pinned `workerd` package. */
export function workerdPath(): string {
  return (require("workerd") as WorkerdPackage).default;
}

/** The newest compatibility date the pinned workerd supports: its worker runs with today's defaults. */
export function workerdCompatibilityDate(): string {
  return (require("workerd") as WorkerdPackage).compatibilityDate;
}
