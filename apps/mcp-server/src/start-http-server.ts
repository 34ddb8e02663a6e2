// `skill-kit-mcp --http`: the same server, one per request, over Streamable HTTP until SIGINT or
// SIGTERM. A workflow skill runs as its own `scripts/run`: with `--store`, every call passes the
// token's user as `--owner`; with session files, each user's runs live in a session folder of their
// own, `<session dir>/users/<hash of the user id>`. Either way one user's run id is unknown to
// another's, and every call passes the run limits (docs/serving.md).
import { createHash } from "node:crypto";
import { join } from "node:path";
import { serveOverHttp, untilStopped, type HttpSettings } from "@skill-kit/mcp-transport/http";
import { defaultSessionDir } from "@skill-kit/node";
import { createSkillsServer, loadServedSkills, ProcessPool } from "@skill-kit/skill-server";
import type { ServerFlags } from "./server-flags.js";
import { log, packageVersion, report, stopGraceMs } from "./start-server.js";

/** `--state-key-file`'s key, read as a skill's own `mcp --http` reads it. */
async function readStateKeyOf(file: string): Promise<Uint8Array> {
  const { readStateKey } = await import("@skill-kit/mcp-transport");
  return readStateKey(file);
}

/** The session folder of `user`'s runs under `base`. */
export function userSessionDir(base: string, user: string): string {
  return join(base, "users", createHash("sha256").update(user, "utf8").digest("hex").slice(0, 32));
}

export async function startHttpServer(flags: ServerFlags, settings: HttpSettings): Promise<void> {
  const loaded = loadServedSkills(flags.skills);
  const pool = new ProcessPool(flags.maxProcesses);
  const base = flags.sessionDir ?? defaultSessionDir(process.env);
  // Read once, before serving: a key file that will not do is a usage error at start.
  const stateKey = flags.stateKeyFile === undefined ? {} : { stateKey: await readStateKeyOf(flags.stateKeyFile) };
  // Callers may be on another machine: activation names a skill's folder by its skill:// URI, not its path.
  // Each workflow's scripts/run opens the store with the limits: a user at the bound gets SESSION_LIMIT (429).
  const limits = flags.runLimits === undefined ? {} : { runLimits: flags.runLimits };
  const options = { budget: flags.budget, version: packageVersion(), pool, remote: true, ...stateKey, ...limits };
  const { catalog } = await createSkillsServer(loaded.skills, options);
  report(loaded, catalog, flags.budget);
  const serving = await serveOverHttp({
    ...settings,
    createServer: async (caller) => {
      const runs =
        flags.store === undefined
          ? { sessionDir: userSessionDir(base, caller.user) }
          : { store: flags.store, owner: caller.user };
      return (await createSkillsServer(loaded.skills, { ...options, ...runs })).create(caller.era);
    },
    log,
  });
  await untilStopped(serving, log);
  await pool.stop(stopGraceMs);
}
