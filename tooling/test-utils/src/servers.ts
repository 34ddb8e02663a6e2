// Real PostgreSQL and Redis servers for the run-store tests: each started on a free loopback port
// with its data in a temp folder, stopped (and the folder removed) after. Without the binaries
// (Debian's `postgresql`, `redis-server`; .ci/run installs them) the suites skip with a printed
// line; under `CI=true` they are mandatory.
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export interface TestServer {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and removes its folder. */
  dispose(): Promise<void>;
}

const postgresBin = (): string | undefined => {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => join(root, version, "bin")).find((bin) => existsSync(join(bin, "pg_ctl")));
};
const redisBin = (): string | undefined =>
  ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((path) => existsSync(path));

/** Whether `suite` can run: both servers' binaries are here; without them, throws under `CI=true`, else prints why it is skipped. */
export function needsServers(suite: string): boolean {
  const absent = [
    postgresBin() === undefined ? "PostgreSQL (postgresql)" : "",
    redisBin() === undefined ? "Redis (redis-server)" : "",
  ].filter((name) => name !== "");
  if (absent.length === 0) return true;
  const why = `${absent.join(" and ")} not installed (apt-get install -y postgresql redis-server; .ci/run does it)`;
  if (process.env["CI"] === "true") throw new Error(`${suite} needs real servers: ${why}`);
  console.warn(`[skipped] ${suite}: ${why}; CI=true makes it mandatory`);
  return false;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

const running = new Set<() => void>();
process.on("exit", () => {
  for (const stop of running) stop();
});

export async function startPostgres(): Promise<TestServer> {
  const bin = postgresBin();
  if (bin === undefined) throw new Error("PostgreSQL is not installed");
  const dir = mkdtempSync(join(tmpdir(), "skill-kit-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const commandOf = (tool: string, args: readonly string[]): string[] =>
    asRoot ? ["runuser", "-u", "postgres", "--", join(bin, tool), ...args] : [join(bin, tool), ...args];
  // Asynchronous, so calls in flight meet the server going down and coming back as it happens.
  const run = async (tool: string, args: readonly string[]): Promise<void> => {
    const [command, ...rest] = commandOf(tool, args);
    await promisify(execFile)(command ?? "", rest, { cwd: dir });
  };
  const runNow = (tool: string, args: readonly string[]): void => {
    const [command, ...rest] = commandOf(tool, args);
    execFileSync(command ?? "", rest, { stdio: "ignore", cwd: dir });
  };
  const data = join(dir, "data");
  const port = await freePort();
  await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-k ${dir} -h 127.0.0.1 -p ${String(port)} -c fsync=off`;
  const stopNow = (): void => {
    try {
      runNow("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // not running
    }
  };
  const start = async (): Promise<void> => {
    running.add(stopNow);
    await run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "-t", "30", "start"]);
  };
  const stop = async (): Promise<void> => {
    await run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    running.delete(stopNow);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    start,
    stop,
    dispose: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startRedis(): Promise<TestServer> {
  const bin = redisBin();
  if (bin === undefined) throw new Error("Redis is not installed");
  const dir = mkdtempSync(join(tmpdir(), "skill-kit-redis-"));
  const port = await freePort();
  const args = [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--dir",
    dir,
    "--appendonly",
    "yes",
    "--appendfsync",
    "always",
    "--save",
    "",
  ];
  let child: ChildProcess | undefined;
  const killNow = (): void => {
    child?.kill("SIGKILL");
  };
  const start = async (): Promise<void> => {
    child = spawn(bin, args, { stdio: "ignore" });
    running.add(killNow);
    await waitForPong(port);
  };
  const stop = async (): Promise<void> => {
    const exiting = child;
    if (exiting === undefined || exiting.exitCode !== null) return;
    const exited = new Promise((resolve) => exiting.once("exit", resolve));
    exiting.kill("SIGTERM");
    await exited;
    running.delete(killNow);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Until the server answers PING with PONG (not LOADING while it replays its append-only file). */
async function waitForPong(port: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
      socket.on("data", (data) => {
        socket.destroy();
        resolve(data.toString().startsWith("+PONG"));
      });
      socket.on("error", () => {
        resolve(false);
      });
    });
    if (pong) return;
    await new Promise((wake) => setTimeout(wake, 50));
  }
  throw new Error(`redis-server on port ${String(port)} did not answer`);
}

/** One command to a Redis server, in its wire protocol; resolves with its first reply line. */
export function redisCommand(url: string, args: readonly string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  const wire = `*${String(args.length)}\r\n${args.map((arg) => `$${String(Buffer.byteLength(arg))}\r\n${arg}\r\n`).join("")}`;
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port) }, () => socket.write(wire));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString("utf8").split("\r\n")[0] ?? "");
    });
    socket.once("error", reject);
  });
}
