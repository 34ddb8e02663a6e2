// Helpers for the add/install/scan tests: temp folders, skills written inline, the built binary run
// as a process (asynchronously, so servers in this process keep answering), and folder contents.
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const cliBin = fileURLToPath(new URL("../../dist/bin.js", import.meta.url));
export const serverBin = fileURLToPath(new URL("../../../mcp-server/dist/bin.js", import.meta.url));

export interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function skillKit(
  args: readonly string[],
  options: { readonly cwd?: string; readonly env?: Readonly<Record<string, string>> } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cliBin, ...args],
      { cwd: options.cwd, env: { ...process.env, ...options.env }, encoding: "utf8" },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
        resolve({ status: code, stdout, stderr });
      },
    );
  });
}

export interface TempRoot {
  readonly path: string;
  /** Writes a file (folders made as needed); `executable` sets 0755. */
  write(path: string, text: string | Uint8Array, executable?: boolean): void;
  remove(): void;
}

export function tempRoot(prefix = "skill-kit-install-"): TempRoot {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return {
    path,
    write(file, text, executable = false) {
      const full = join(path, file);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
      if (executable) chmodSync(full, 0o755);
    },
    remove() {
      rmSync(path, { recursive: true, force: true });
    },
  };
}

export const skillMd = (name: string, body = "Do the thing, carefully.\n"): string =>
  `---\nname: ${name}\ndescription: Use ${name} when the user asks for it.\n---\n\n${body}`;

/** Every file under `folder`: relative path → bytes and whether it is executable. */
export function filesOf(folder: string): Map<string, { readonly bytes: string; readonly executable: boolean }> {
  const files = new Map<string, { bytes: string; executable: boolean }>();
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files.set(relative(folder, full), {
          bytes: readFileSync(full).toString("base64"),
          executable: (statSync(full).mode & 0o111) !== 0,
        });
    }
  };
  walk(folder);
  return files;
}

export interface LockJson {
  readonly version: number;
  readonly skills: Record<
    string,
    {
      readonly source: string;
      readonly sourceType: string;
      readonly sourceUrl?: string;
      readonly ref?: string;
      readonly skillPath?: string;
      readonly computedHash: string;
      readonly skillKit: {
        readonly commit?: string;
        readonly uri?: string;
        readonly agents: string[];
        readonly files: { path: string; size: number; sha256: string }[];
      };
    }
  >;
}

export function readLock(project: string): LockJson {
  return JSON.parse(readFileSync(join(project, "skills-lock.json"), "utf8")) as LockJson;
}

/** Runs git in `cwd` with a fixed author and `main` as the first branch; its output, trimmed. */
export function git(cwd: string, ...args: string[]): string {
  const config = ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "init.defaultBranch=main"];
  return execFileSync("git", [...config, ...args], { cwd, encoding: "utf8" }).trim();
}
