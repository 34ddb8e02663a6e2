// Starts a server process with `--http --port 0` and waits for the line that says where it listens.
import { spawn } from "node:child_process";

export interface HttpServerProcess {
  /** The `/mcp` URL from the server's `listening on <url>` line. */
  readonly url: string;
  readonly pid: number;
  /** Everything the server wrote to stderr so far. */
  readonly stderr: () => string;
  /** Sends a signal (SIGKILL: a crash, with no goodbye); resolves when the process has exited. */
  readonly kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface HttpServerOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  /** How long to wait for the `listening on` line (default 30 s). */
  readonly timeoutMs?: number;
}

const listening = /listening on (http:\/\/\S+)/;

export function startHttpServer(options: HttpServerOptions): Promise<HttpServerProcess> {
  const child = spawn(options.command, [...options.args], {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not say where it listens within the time limit; stderr:\n${stderr}`));
    }, options.timeoutMs ?? 30_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${String(code)}) before listening; stderr:\n${stderr}`));
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      const url = listening.exec(stderr)?.[1];
      if (url === undefined || child.pid === undefined) return;
      clearTimeout(timer);
      const { pid } = child;
      resolve({
        url,
        pid,
        stderr: () => stderr,
        kill: (signal = "SIGTERM") => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    });
  });
}
