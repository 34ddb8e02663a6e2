// Runs a built skill's `scripts/run` as a child process: no shell, input on stdin, bounded in time and output.
import { spawn } from "node:child_process";

export interface ScriptResult {
  /** The exit code; null when the process could not start, was stopped, or printed too much. */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ScriptInput {
  readonly file: string;
  readonly args: readonly string[];
  readonly stdin: string;
  readonly cwd: string;
  readonly timeoutMs: number;
  /** Characters kept per stream; past them the process is stopped. */
  readonly maxOutputChars: number;
}

/** Runs the file to its end; never rejects (a failure to start is a null code with the reason on stderr). */
export function runScript(input: ScriptInput): Promise<ScriptResult> {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let settled = false;
    const child = spawn(input.file, [...input.args], {
      cwd: input.cwd,
      stdio: ["pipe", "pipe", "pipe"],
      // The CLI then names a failure's code on a line of its own (`error-code: …`).
      env: { ...process.env, SKILL_KIT_ERROR_CODES: "1" },
    });
    const finish = (code: number | null, note = ""): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, stdout, stderr: `${stderr}${note}` });
    };
    /** Kills the process and stops reading: whatever it started and left behind meets closed pipes. */
    const stop = (note: string): void => {
      child.kill("SIGKILL");
      child.stdout.destroy();
      child.stderr.destroy();
      finish(null, note);
    };
    const timer = setTimeout(() => {
      stop(`\n${input.file} was stopped after ${String(input.timeoutMs)} ms`);
    }, input.timeoutMs);
    const tooMuch = (): void => {
      stop(`\n${input.file} printed more than ${String(input.maxOutputChars)} characters and was stopped`);
    };
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (stdout.length > input.maxOutputChars) tooMuch();
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      if (stderr.length > input.maxOutputChars) tooMuch();
    });
    child.on("error", (error) => {
      finish(null, `could not run ${input.file}: ${error.message}`);
    });
    child.on("close", (code) => {
      finish(code);
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input.stdin);
  });
}
