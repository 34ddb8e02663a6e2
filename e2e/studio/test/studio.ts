// The real `skill-kit studio` (apps/cli/dist/bin.js) as a process: started on a free port, its URL
// read from the line it prints, stopped after.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const cliBin = fileURLToPath(new URL("../../../apps/cli/dist/bin.js", import.meta.url));
export const interviewEntry = fileURLToPath(new URL("../../../examples/interview/src/skill.ts", import.meta.url));

export interface Studio {
  /** The URL it printed, with its token. */
  readonly url: string;
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly token: string;
  /** The whole start-up line. */
  readonly line: string;
  /** Where the process's own temp files go (TMPDIR): the interview writes its card there. */
  readonly tmp: string;
  stop(): Promise<void>;
}

const urlLine = /(https?:\/\/[^\s?]+\/\?token=([^\s&]+))/;

/** Starts `skill-kit studio <args> --port 0` and waits (up to 30 s) for the line with its URL. */
export function startStudio(args: readonly string[]): Promise<Studio> {
  const tmp = mkdtempSync(join(tmpdir(), "skill-kit-studio-e2e-"));
  const child = spawn(process.execPath, [cliBin, "studio", "--port", "0", ...args], {
    env: { ...process.env, TMPDIR: tmp },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let printed = "";
    const timer = setTimeout(() => {
      fail(new Error(`no URL line within 30 s; it printed: ${printed}`));
    }, 30_000);
    const fail = (error: Error): void => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      rmSync(tmp, { recursive: true, force: true });
      reject(error);
    };
    const read = (chunk: Buffer): void => {
      printed += chunk.toString("utf8");
      const line = printed.split("\n").find((each) => urlLine.test(each));
      const match = line === undefined ? null : urlLine.exec(line);
      if (line === undefined || match === null) return;
      clearTimeout(timer);
      const url = match[1] ?? "";
      resolve({ url, origin: new URL(url).origin, token: match[2] ?? "", line, tmp, stop: () => stop(child, tmp) });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      fail(new Error(`studio exited with ${String(code)} before its URL; it printed: ${printed}`));
    });
  });
}

async function stop(child: ChildProcess, tmp: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const late = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(late);
  }
  rmSync(tmp, { recursive: true, force: true });
}
