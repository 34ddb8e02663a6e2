// `startStudio`: the studio's HTTP server on loopback (unless told otherwise), its token, the
// skills it found and the run store it reads. `skill-kit studio` is this plus flags.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultSessionDir } from "@skill-kit/node";
import { openRunStore } from "@skill-kit/run-stores";
import { findStudioSkills } from "./library/find-studio-skills.js";
import { loadDefinition } from "./library/load-definition.js";
import { driveRoutes } from "./drive/routes.js";
import { libraryRoutes } from "./library/library-routes.js";
import { runsRoutes } from "./runs/routes.js";
import { hostCheck, hostWithPort, isLoopback } from "./server/allowed-hosts.js";
import { studioHandler } from "./server/http-handler.js";
import type { StudioContext, StudioRoute } from "./server/route.js";
import { cookieName, newToken } from "./server/session-token.js";

export interface StudioOptions {
  /** Folders of skills (or skill folders) to show. */
  readonly skills?: readonly string[];
  /** A workflow source (`skill.ts`) to show and drive. */
  readonly entry?: string | undefined;
  /** Where runs live: `file:DIR`, `postgres://…`, `redis://…` (default: the default session folder). */
  readonly store?: string | undefined;
  /** Default 0: any free port. */
  readonly port?: number | undefined;
  /** The address to bind (default 127.0.0.1). */
  readonly host?: string | undefined;
  /** The built web app's folder (default: this package's dist/web). */
  readonly webDir?: string | undefined;
}

export interface Studio {
  /** The address to open, with the token: `http://127.0.0.1:PORT/?token=T`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** True when bound to a loopback address (nobody off this machine can connect). */
  readonly loopback: boolean;
  /** Stops serving, ends open streams and closes the run store. */
  close(): Promise<void>;
}

/** The request body bound: an answer to a step is small. */
const maxBodyBytes = 64 * 1024;

/** The built web app: dist/web, beside this file once built (src/ when run from source finds dist/ too). */
const builtWebDir = fileURLToPath(new URL("../dist/web/", import.meta.url));

const routes: readonly StudioRoute[] = [...libraryRoutes, ...runsRoutes, ...driveRoutes];

export async function startStudio(options: StudioOptions = {}): Promise<Studio> {
  const host = options.host ?? "127.0.0.1";
  const storeSpec = options.store ?? `file:${defaultSessionDir()}`;
  const store = await openRunStore(storeSpec);
  const loaded = options.entry === undefined ? undefined : await loadDefinition(resolvePath(options.entry));
  const sources = {
    dirs: options.skills ?? [],
    entry: options.entry,
    entryName: loaded?.ok === true ? loaded.definition.name : undefined,
  };
  const context: StudioContext = { skills: () => findStudioSkills(sources), store, storeSpec };
  const token = newToken();
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, host, () => {
        resolve();
      });
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const { port } = addressOf(server.address());
  server.on(
    "request",
    studioHandler({
      routes,
      context,
      webDir: options.webDir ?? builtWebDir,
      maxBodyBytes,
      allowHost: hostCheck(host, port),
      token: { value: token, cookie: cookieName(port) },
    }),
  );
  return {
    url: `http://${hostWithPort(reachableAt(host), port)}/?token=${token}`,
    host,
    port,
    loopback: isLoopback(host),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}

/** The address a browser on this machine opens: a wildcard bind is reached on loopback. */
function reachableAt(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  return host === "::" ? "::1" : host;
}

function addressOf(address: string | AddressInfo | null): AddressInfo {
  if (address === null || typeof address === "string") throw new Error("the studio's server has no port");
  return address;
}
