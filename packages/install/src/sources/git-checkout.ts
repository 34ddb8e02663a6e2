// A git source: cloned into a temp folder and checked out at a ref or a commit, which is resolved.
// A lockfile or a user may name any URL, so git may speak only https, ssh, git and file (never `ext::`
// or another remote helper), and a ref that starts with `-` is refused (it would read as an option).
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

const allowedProtocols = ["https", "ssh", "git", "file"];

const protocolConfig = [
  "protocol.allow=never",
  ...allowedProtocols.map((protocol) => `protocol.${protocol}.allow=always`),
].flatMap((setting) => ["-c", setting]);

function git(args: readonly string[], cwd?: string): string {
  return execFileSync("git", [...protocolConfig, "-c", "core.autocrlf=false", "-c", "advice.detachedHead=false", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      GIT_TERMINAL_PROMPT: "0",
      GIT_PROTOCOL_FROM_USER: "0",
      GIT_ALLOW_PROTOCOL: allowedProtocols.join(":"),
    },
  }).trim();
}

function checkRevision(url: string, revision: string | undefined): void {
  if (revision === undefined || !revision.startsWith("-")) return;
  throw new InstallError({
    code: "BAD_SOURCE",
    message: `${url}: refusing the ref ${JSON.stringify(revision)}: a ref may not start with "-"`,
    data: { url, revision },
  });
}

const stderrOf = (error: unknown): string =>
  error instanceof Error && "stderr" in error ? String(error.stderr).trim() : String(error);

/** Clones `url` and checks out `revision` (a branch, tag or commit; default: the remote's HEAD). */
export function checkoutGit(url: string, revision?: string): GitCheckout {
  checkRevision(url, revision);
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
