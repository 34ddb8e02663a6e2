// @skill-kit/core and @skill-kit/primitives must run anywhere: no Node built-ins in their build,
// and a workflow runs under Bun with only @skill-kit/core.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const builtins = [
  "assert",
  "buffer",
  "child_process",
  "crypto",
  "events",
  "fs",
  "http",
  "https",
  "module",
  "net",
  "os",
  "path",
  "process",
  "stream",
  "timers",
  "tty",
  "url",
  "util",
  "worker_threads",
  "zlib",
];

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

function forbiddenImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']([^"']+)["']/g)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith("node:") || builtins.includes(specifier.split("/")[0] ?? "")) found.push(specifier);
  }
  return found;
}

describe("runtime neutrality", () => {
  for (const pkg of ["core", "primitives"]) {
    it(`@skill-kit/${pkg} dist imports no Node built-in`, () => {
      const files = jsFiles(join(here, "..", "..", pkg, "dist"));
      expect(files.length).toBeGreaterThan(3);
      const offenders = files.flatMap((file) => forbiddenImports(readFileSync(file, "utf8")).map((spec) => `${file}: ${spec}`));
      expect(offenders).toEqual([]);
    });
  }

  it("the scanner itself catches a node: import", () => {
    expect(forbiddenImports('import { readFileSync } from "node:fs";\nconst x = require("path");')).toEqual(["node:fs", "path"]);
  });

  it("runs a workflow under Bun using only @skill-kit/core", () => {
    const bunPackage = createRequire(import.meta.url).resolve("bun/package.json");
    const bun = join(dirname(bunPackage), "bin", "bun.exe");
    const result = spawnSync(bun, ["run", join(here, "runtime", "any-runtime-workflow.ts")], {
      encoding: "utf8",
      cwd: join(here, ".."),
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      path: ["name", "tidy", "bye"],
      response: { ok: true },
      first: "prompt",
      prompt: "<prompt>\nBye BO\n</prompt>",
    });
  });
});
