// A git source: cloned into a temp folder and checked out at a ref or a commit, which is resolved.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InstallError } from "../install-error.js";

export interface GitCheckout {
  readonly folder: string;
  readonly commit: string;
  readonly dispose: () => void;
}

function git(args: readonly string[], cwd?: string): string {
  return execFileSync("git", ["-c", "core.autocrlf=false", "-c", "advice.detachedHead=false", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
  }).trim();
}

const stderrOf = (error: unknown): string =>
  error instanceof Error && "stderr" in error ? String(error.stderr).trim() : String(error);

/** Clones `url` and checks out `revision` (a branch, tag or commit; default: the remote's HEAD). */
export function checkoutGit(url: string, revision?: string): GitCheckout {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-git-"));
  const dispose = (): void => {
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    git(["clone", "--quiet", "--no-checkout", "--", url, folder]);
  } catch (error) {
    dispose();
    throw new InstallError({
      code: "SOURCE_UNREACHABLE",
      message: `git clone ${url} failed: ${stderrOf(error)}`,
      data: { url },
      cause: error,
    });
  }
  const candidates = revision === undefined ? ["HEAD"] : [revision, `origin/${revision}`];
  const commit = candidates
    .map((candidate) => {
      try {
        return git(["rev-parse", "--verify", "--quiet", `${candidate}^{commit}`], folder);
      } catch {
        return "";
      }
    })
    .find((found) => found !== "");
  if (commit === undefined) {
    dispose();
    throw new InstallError({
      code: "SKILL_NOT_FOUND",
      message: `${url} has no ${revision === undefined ? "default branch" : `ref or commit ${JSON.stringify(revision)}`}`,
      data: { url, revision },
    });
  }
  git(["checkout", "--quiet", "--detach", commit], folder);
  return { folder, commit, dispose };
}
