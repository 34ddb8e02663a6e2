// The environment a stdio server gets: the SDK's small default (HOME, PATH, …), the test run's own
// cache folder when it has one (tooling/vitest/cache-home.ts: built skills keep code caches there,
// not in the user's ~/.cache), then the caller's own settings.
import { getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";

export function serverEnvironment(extra: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const cacheHome = process.env["XDG_CACHE_HOME"];
  return { ...getDefaultEnvironment(), ...(cacheHome === undefined ? {} : { XDG_CACHE_HOME: cacheHome }), ...extra };
}
