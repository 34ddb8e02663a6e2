// Runs a workflow's `scripts/run` as a child process: no shell, input on stdin, bounded in time and output.
import { spawn, type ChildProcess } from "node:child_process";

export interface ProcessResult {
  /** The exit code; null when the process could not start, was killed or timed out. */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Output kept per stream at most. */
const maxOutputChars = 16 * 1024 * 1024;

export interface ProcessInput {
  readonly file: string;
  readonly args: readonly string[];
  readonly stdin: string;
  readonly cwd: string;
  readonly timeoutMs: number;
}

/** Runs the file; `started` gets the child process as soon as it is spawned. */
export function runProcess(input: ProcessInput, started?: (child: ChildProcess) => void): Promise<ProcessResult> {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let settled = false;
    const finish = (code: number | null, extra = ""): void => {
      if (settled) return;
      settled = true;
      resolve({ code, stdout, stderr: `${stderr}${extra}` });
    };
    const child = spawn(input.file, [...input.args], {
      cwd: input.cwd,
      stdio: ["pipe", "pipe", "pipe"],
      timeout: input.timeoutMs,
      // The CLI then names a failure's code on a line of its own (`error-code: …`), for the tool result's `_meta`.
      env: { ...process.env, SKILL_KIT_ERROR_CODES: "1" },
    });
    started?.(child);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (stdout.length < maxOutputChars) stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      if (stderr.length < maxOutputChars) stderr += chunk;
    });
    child.on("error", (error) => {
      finish(null, `could not run ${input.file}: ${error.message}`);
    });
    child.on("close", (code, signal) => {
      finish(code, signal === null ? "" : `${input.file} was stopped (${signal}) after ${input.timeoutMs} ms at most`);
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input.stdin);
  });
}
