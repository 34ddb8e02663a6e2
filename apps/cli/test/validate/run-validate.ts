// Runs the real, built `skill-kit validate` and writes skill folders for it into temp dirs.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../../dist/bin.js", import.meta.url));

/** One element of the `--json` array. */
export interface Report {
  readonly dir: string;
  readonly name: string | null;
  readonly valid: boolean;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

export interface ValidateRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly lines: readonly string[];
  reports(): Report[];
}

export function validate(
  args: readonly string[],
  options: { readonly cwd?: string; readonly env?: Readonly<Record<string, string>> } = {},
): ValidateRun {
  const env = { ...process.env, ...options.env };
  const run = spawnSync(process.execPath, [bin, "validate", ...args], {
    encoding: "utf8",
    cwd: options.cwd,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    lines: run.stderr.trimEnd().split("\n"),
    reports: () => JSON.parse(run.stdout) as Report[],
  };
}

/** A temp folder; `skill` writes `<relative>/SKILL.md` from frontmatter lines and a body. */
export interface Fixture {
  readonly path: string;
  file(relative: string, text: string): string;
  skill(relative: string, frontmatter: readonly string[], body?: string): string;
  remove(): void;
}

export function fixture(): Fixture {
  const path = mkdtempSync(join(tmpdir(), "skill-kit-validate-"));
  const file = (relative: string, text: string): string => {
    mkdirSync(dirname(join(path, relative)), { recursive: true });
    writeFileSync(join(path, relative), text);
    return join(path, relative);
  };
  return {
    path,
    file,
    skill: (relative, frontmatter, body = "# Title\n\nDo the thing, then check it.\n") =>
      dirname(file(join(relative, "SKILL.md"), `---\n${frontmatter.join("\n")}\n---\n\n${body}`)),
    remove: () => {
      rmSync(path, { recursive: true, force: true });
    },
  };
}
