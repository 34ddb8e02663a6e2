// The run's own cache folder (cache-home.ts): tests and the processes they spawn keep code caches
// there, not in the user's ~/.cache; Node 24 is still found where it is kept.
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the test run's cache folder", () => {
  it("is a temporary folder of the run's own, which spawned processes inherit", () => {
    const cacheHome = process.env["XDG_CACHE_HOME"] ?? "";
    expect(cacheHome.startsWith(join(tmpdir(), "skill-kit-test-cache-"))).toBe(true);
    const child = spawnSync(process.execPath, ["-e", "process.stdout.write(process.env.XDG_CACHE_HOME ?? '')"], {
      encoding: "utf8",
    });
    expect(child.stdout).toBe(cacheHome);
  });

  it("leaves Node 24 where it was kept before the cache folder moved", () => {
    const kept = process.env["SKILL_KIT_NODE24_DIR"] ?? "";
    expect(kept).not.toBe("");
    expect(kept.startsWith(process.env["XDG_CACHE_HOME"] ?? "")).toBe(false);
  });
});
