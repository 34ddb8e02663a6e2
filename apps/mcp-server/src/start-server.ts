// Loads the skills, logs what is served on stderr, and serves over stdio until stdin ends.
import { readFileSync } from "node:fs";
import { serveOverStdio } from "@skill-kit/mcp-transport/stdio";
import type { CatalogResult } from "@skill-kit/loader";
import {
  createSkillsServer,
  loadServedSkills,
  ProcessPool,
  watchSkillsServer,
  type ServedSkills,
  type SkillsServer,
} from "@skill-kit/skill-server";
import type { ServerFlags } from "./server-flags.js";

export const log = (line: string): void => {
  process.stderr.write(`[skill-kit-mcp] ${line}\n`);
};

export function packageVersion(): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    return typeof parsed === "object" && parsed !== null && "version" in parsed && typeof parsed.version === "string"
      ? parsed.version
      : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

export function report(loaded: ServedSkills, catalog: CatalogResult | undefined, budget: number): void {
  const workflows = loaded.skills.filter((served) => served.workflow).length;
  log(`serving ${loaded.skills.length} skill(s), ${workflows} of them workflows`);
  for (const skipped of loaded.skipped)
    log(`skipped ${skipped.directory}: ${skipped.diagnostics.map((item) => item.message.split("\n")[0] ?? "").join("; ")}`);
  for (const item of loaded.diagnostics)
    if (item.rule === "name-clash" || item.rule.startsWith("discovery") || item.rule === "symlink-outside-roots")
      log(item.message);
  if (catalog !== undefined && (catalog.shortened.length > 0 || catalog.nameOnly.length > 0)) {
    log(
      `catalog: ${catalog.shortened.length} description(s) shortened, ${catalog.nameOnly.length} skill(s) listed by name only (budget ${budget} characters)`,
    );
  }
}

/** How long workflow processes get to stop after SIGTERM once the client has gone. */
export const stopGraceMs = 2000;

/**
 * Serves the skills under `flags.skills`; resolves when the client disconnects and every workflow
 * process has stopped. With `--watch` the skills are reloaded on every change and the client told.
 */
export async function startServer(flags: ServerFlags): Promise<void> {
  const pool = new ProcessPool(flags.maxProcesses);
  const options = {
    budget: flags.budget,
    version: packageVersion(),
    pool,
    ...(flags.sessionDir === undefined ? {} : { sessionDir: flags.sessionDir }),
    ...(flags.store === undefined ? {} : { store: flags.store }),
    ...(flags.runLimits === undefined ? {} : { runLimits: flags.runLimits }),
  };
  let served: SkillsServer;
  let stopWatching = (): void => undefined;
  if (flags.watch === true) {
    const watched = await watchSkillsServer(flags.skills, {
      ...options,
      onReload: (load) => {
        log(`skills changed on disk: reloaded (version ${String(load.version)})`);
        report(load.loaded, load.catalog, flags.budget);
      },
    });
    report(watched.current().loaded, watched.catalog, flags.budget);
    log(`watching ${String(flags.skills.length)} folder(s) for changes`);
    served = watched;
    stopWatching = watched.close;
  } else {
    const loaded = loadServedSkills(flags.skills);
    served = await createSkillsServer(loaded.skills, options);
    report(loaded, served.catalog, flags.budget);
  }
  await serveOverStdio(served.create, log);
  stopWatching();
  await pool.stop(stopGraceMs);
}
