// A server of the skills under folders that follows them on disk: one watcher per folder
// (`watchSkillRoots`); on a change the skills are loaded again, the version goes up, and every
// connected server swaps in the new tools (catalog, name enums) and resources, then tells its client
// with `notifications/tools/list_changed` and `notifications/resources/list_changed`.
import type { McpServer } from "@modelcontextprotocol/server";
import { watchSkillRoots, type CatalogResult } from "@skill-kit/loader";
import type { ProtocolEra } from "@skill-kit/mcp-transport/stdio";
import { servingOptions, type SkillsServer, type SkillsServerOptions } from "./create-skills-server.js";
import { loadServedSkills, type ServedSkills } from "./load-served-skills.js";
import { newServer, populate, prepareServing, type Serving, type ServerState } from "./skills-serving.js";

/** What one load of the folders gave: the skills, the catalog account, and the version (1 at start). */
export interface SkillsLoad {
  readonly loaded: ServedSkills;
  readonly catalog?: CatalogResult;
  readonly version: number;
}

export interface WatchSkillsServerOptions extends SkillsServerOptions {
  /** Quiet time after the last change on disk before reloading (default 100 ms). */
  readonly debounceMs?: number;
  /** Told after every reload (not the first load), e.g. to log what is served now. */
  readonly onReload?: (load: SkillsLoad) => void;
}

/** A `SkillsServer` whose skills follow the folders; `close()` stops watching. */
export interface WatchedSkillsServer extends SkillsServer {
  /** The current load; its `version` goes up by one per reload. */
  readonly current: () => SkillsLoad;
  /** Loads the folders again now and updates every connected server (what a change on disk does). */
  readonly reload: () => Promise<void>;
  readonly close: () => void;
}

function loadOf(loaded: ServedSkills, serving: Serving, version: number): SkillsLoad {
  const catalog = serving.activation?.described.catalog;
  return catalog === undefined ? { loaded, version } : { loaded, catalog, version };
}

/**
 * Loads the skills under `dirs`, watches the folders, and returns a factory of servers that declare
 * `listChanged: true` for tools and resources and follow every reload while they are connected.
 */
export async function watchSkillsServer(
  dirs: readonly string[],
  options: WatchSkillsServerOptions,
): Promise<WatchedSkillsServer> {
  const serving = servingOptions(options);
  const first = loadServedSkills(dirs);
  let prepared = await prepareServing(first.skills, serving, true);
  let current = loadOf(first, prepared, 1);
  const connected = new Set<{ readonly server: McpServer; readonly state: ServerState }>();

  const create = (era: ProtocolEra): McpServer => {
    const made = newServer(era, prepared, true);
    connected.add(made);
    const before = made.server.server.onclose;
    made.server.server.onclose = () => {
      before?.();
      connected.delete(made);
    };
    return made.server;
  };

  const reloadOnce = async (): Promise<void> => {
    const loaded = loadServedSkills(dirs);
    prepared = await prepareServing(loaded.skills, serving, true);
    current = loadOf(loaded, prepared, current.version + 1);
    for (const { server, state } of connected) {
      populate(server, prepared, state);
      // The SDK folds these with those of the removals and registrations above: one of each.
      server.sendToolListChanged();
      server.sendResourceListChanged();
    }
    options.onReload?.(current);
  };

  // One reload at a time; changes during one give exactly one more.
  let running: Promise<void> | undefined;
  let asked = 0;
  const reload = (): Promise<void> => {
    asked += 1;
    if (running !== undefined) return running;
    const loop = async (): Promise<void> => {
      for (let done = 0; done < asked; ) {
        done = asked;
        await reloadOnce();
      }
    };
    running = loop().finally(() => {
      running = undefined;
    });
    return running;
  };

  const watcher = watchSkillRoots(
    dirs,
    () => {
      reload().catch((error: unknown) => {
        serving.log(`reloading the skills failed: ${error instanceof Error ? error.message : String(error)}\n`);
      });
    },
    options.debounceMs === undefined ? {} : { debounceMs: options.debounceMs },
  );
  const catalog = current.catalog;
  return {
    create,
    ...(catalog === undefined ? {} : { catalog }),
    current: () => current,
    reload,
    close: () => {
      watcher.close();
    },
  };
}
