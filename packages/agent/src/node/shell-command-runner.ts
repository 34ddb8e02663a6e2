// Runs a SKILL.md's `!`command`` blocks for hosts that opt in: in the skill's folder, through the
// skill's shell, with its variables and environment, bounded in time and output.
import { execFile } from "node:child_process";
import type { SkillCommandRunner } from "../types.js";

export interface ShellCommandOptions {
  /** Milliseconds a command may run (default 30,000). */
  readonly timeoutMs?: number;
  /** Bytes of output kept at most (default 1 MiB); past it the command fails. */
  readonly maxOutputBytes?: number;
  /** The shell (default `/bin/sh`; `cmd.exe` on Windows). */
  readonly shell?: string;
}

/** A runner for `SkillHostOptions.runCommand`: each command as written, never with argument values in it. */
export function shellCommandRunner(options: ShellCommandOptions = {}): SkillCommandRunner {
  const windows = process.platform === "win32";
  const shell = options.shell ?? (windows ? "cmd.exe" : "/bin/sh");
  const flag = windows ? "/c" : "-c";
  return (command, context) =>
    new Promise((resolve, reject) => {
      execFile(
        shell,
        [flag, command],
        {
          ...(context.directory === undefined ? {} : { cwd: context.directory }),
          env: { ...process.env, ...context.variables, ...context.env },
          timeout: options.timeoutMs ?? 30_000,
          maxBuffer: options.maxOutputBytes ?? 1024 * 1024,
          encoding: "utf8",
        },
        (error, stdout) => {
          if (error === null) resolve(stdout);
          else reject(new Error(`${command}: ${error.message}`));
        },
      );
    });
}
