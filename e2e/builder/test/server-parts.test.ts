// Issue 29: a default build carries only what a local agent needs. bin/mcp-http.cjs (`mcp --http`)
// and bin/run-stores.cjs (`--store postgres://…|redis://…`) come with `skill-kit build --with
// http,stores`; a skill built without one says, in one line, which flag puts it in. Serving over
// HTTP and with a database store from opted-in builds is tested in e2e/mcp-transport (http/) and
// e2e/cli-protocol (store-flag.test.ts).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bin, buildFixture, fixture, tempDir, type ServerPart } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-server-parts-");
afterAll(() => {
  sandbox.remove();
});

const built = (serve: readonly ServerPart[]): string => buildFixture(fixture("g2k"), { key: "server-parts", serve });
const binOf = (dir: string): string[] => readdirSync(join(dir, "bin")).sort();
// A step keeps its code cache in the user's cache folder: one of this test's own.
const run = (dir: string, args: readonly string[]) =>
  spawnSync(join(dir, "scripts", "run"), args, {
    encoding: "utf8",
    input: "",
    timeout: 60_000,
    env: { ...process.env, XDG_CACHE_HOME: join(sandbox.dir, "cache-home") },
  });
const defaultBin = [
  "arktype.cjs",
  "get-to-know-you.cjs",
  "get-to-know-you.main.cjs",
  "get-to-know-you.main.cjs.cache.br",
  "get-to-know-you.mjs",
  "mcp.cjs",
];

const httpLine =
  "error: mcp --http needs the HTTP server (bin/mcp-http.cjs), which this build of the skill leaves out: rebuild it with `skill-kit build --with http`\n";
const storesLine =
  "error: --store postgres://…|redis://… needs the PostgreSQL and Redis stores (bin/run-stores.cjs), which this build of the skill leaves out: rebuild it with `skill-kit build --with stores`\n";
// Nothing listens on port 1: a server that tried to connect would fail with another message.
const redis = "redis://127.0.0.1:1";

describe("a default build", () => {
  it("has no server-only file in bin/", () => {
    expect(binOf(built([]))).toEqual(defaultBin);
  });

  it("answers `mcp --http` with one line naming `--with http`, before listening", () => {
    const answer = run(built([]), ["mcp", "--http", "--port", "0", "--no-token"]);
    expect(answer.status).toBe(1);
    expect(answer.stdout).toBe("");
    expect(answer.stderr).toBe(httpLine);
  });

  it("answers `mcp --store redis://…` with one line naming `--with stores`", () => {
    const answer = run(built([]), ["mcp", "--store", redis]);
    expect(answer.status).toBe(1);
    expect(answer.stderr).toBe(storesLine);
  });

  it("still serves over stdio and with session files: `mcp --help` and a CLI step", () => {
    expect(run(built([]), ["mcp", "--help"]).status).toBe(0);
    const started = run(built([]), ["start", "--params", '{"greeting":"Hi"}']);
    expect(started.status, started.stderr).toBe(0);
    // The step kept its code cache in the user's folder, not in bin/.
    expect(binOf(built([]))).toEqual(defaultBin);
  });
});

describe("a build --with http", () => {
  it("has bin/mcp-http.cjs and not bin/run-stores.cjs, and asks for `--with stores` when a database is named", () => {
    const dir = built(["http"]);
    expect(binOf(dir)).toContain("mcp-http.cjs");
    expect(binOf(dir)).not.toContain("run-stores.cjs");
    const answer = run(dir, ["mcp", "--http", "--port", "0", "--no-token", "--store", redis]);
    expect(answer.status).toBe(1);
    expect(answer.stderr).toBe(storesLine);
  });
});

describe("a build --with http,stores", () => {
  it("has both server-only files", () => {
    const files = binOf(built(["http", "stores"]));
    expect(files).toContain("mcp-http.cjs");
    expect(files).toContain("run-stores.cjs");
  });
});

describe("skill-kit build --with", () => {
  it("refuses an unknown part and a Bun build, as usage errors", () => {
    const build = (...flags: string[]) =>
      spawnSync(
        process.execPath,
        [bin, "build", fixture("g2k"), "-o", join(sandbox.dir, "refused"), "--no-typecheck", ...flags],
        {
          encoding: "utf8",
        },
      );
    const unknown = build("--with", "http,ftp");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown --with "ftp"; known: http, stores');
    const bun = build("--with", "http", "--mode", "bun");
    expect(bun.status).toBe(2);
    expect(bun.stderr).toContain("--with applies to --mode node");
  });
});
