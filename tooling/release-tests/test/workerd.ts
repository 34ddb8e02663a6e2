// Serves one worker on workerd: bundles its entry with esbuild (workerd loads only the modules its
// config lists, and core with arktype is dozens of files), writes a Cap'n Proto config beside it,
// starts workerd on 127.0.0.1 at a port the system picks, and learns the port from workerd's
// control descriptor (`--control-fd`), so no port is guessed and nothing polls.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { build } from "esbuild";

export interface ServedWorker {
  readonly url: string;
  stop(): Promise<void>;
}

export interface ServeOptions {
  readonly workerd: string;
  /** The worker's entry module; bare imports resolve from the node_modules of its folder. */
  readonly entry: string;
  readonly compatibilityDate: string;
}

function config(bundle: string, compatibilityDate: string): string {
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [(name = "worker.mjs", esModule = embed "${bundle}")],
  compatibilityDate = "${compatibilityDate}",
);
`;
}

interface ListenEvent {
  readonly event: string;
  readonly port: number;
}

export async function serveWorker(options: ServeOptions): Promise<ServedWorker> {
  const dir = dirname(options.entry);
  const bundle = join(dir, `${basename(options.entry, ".mjs")}.bundle.mjs`);
  // platform "browser": a `node:` import would fail to resolve here, as it would in workerd.
  await build({
    entryPoints: [options.entry],
    outfile: bundle,
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker"],
    logLevel: "silent",
  });
  const configFile = join(dir, "workerd.capnp");
  writeFileSync(configFile, config(basename(bundle), options.compatibilityDate));
  const child = spawn(options.workerd, ["serve", configFile, "--control-fd=3"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  });
  const controlPipe = child.stdio[3];
  if (child.stderr === null || !(controlPipe instanceof Readable)) throw new Error("workerd started without its pipes");
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const closed = new Promise<void>((resolve) =>
    child.once("close", () => {
      resolve();
    }),
  );
  const control = createInterface({ input: controlPipe });
  const port = await new Promise<number>((resolve, reject) => {
    control.on("line", (line) => {
      const message = JSON.parse(line) as ListenEvent;
      if (message.event === "listen") resolve(message.port);
    });
    child.once("error", reject);
    void closed.then(() => {
      reject(new Error(`workerd exited before it listened (exit ${String(child.exitCode)}):\n${stderr}`));
    });
  });
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    async stop() {
      control.close();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await closed;
    },
  };
}
