// Every test run gets a cache folder of its own: a built skill's step keeps its V8 code cache in
// `$XDG_CACHE_HOME/skill-kit/code-cache`, and a test must not write into the user's real one.
// Node 24 stays where tooling/release-tests/node24.mjs keeps it (found before the cache folder
// moves), so the run does not install it again. Processes a test spawns inherit both settings.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { node24Dir } from "../release-tests/node24.mjs";

export function setup(): () => void {
  process.env["SKILL_KIT_NODE24_DIR"] ??= node24Dir();
  const cacheHome = mkdtempSync(join(tmpdir(), "skill-kit-test-cache-"));
  process.env["XDG_CACHE_HOME"] = cacheHome;
  return () => {
    rmSync(cacheHome, { recursive: true, force: true });
  };
}
