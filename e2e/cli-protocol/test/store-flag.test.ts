// `scripts/run start|advance --store … --owner …`: a skill built `--with stores` keeps sessions in
// PostgreSQL or Redis (through bin/run-stores.cjs), bound to an owner; the flags' misuses are usage
// errors, and a default build (no bin/run-stores.cjs) says in one line how to rebuild.
import { openRunStore } from "@skill-kit/run-stores";
import { runText } from "@skill-kit/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { runCliAsync } from "@skill-kit/test-utils/run-cli";

const servers = needsServers("scripts/run --store (PostgreSQL, Redis)");
const kinds = servers
  ? [
      { name: "PostgreSQL", start: startPostgres },
      { name: "Redis", start: startRedis },
    ]
  : [];

describe.each(kinds)("scripts/run --store on $name", ({ start }) => {
  let database: TestServer;
  beforeAll(async () => {
    database = await start();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("starts and advances a session in the store, for its owner only", async () => {
    const store = ["--store", database.url];
    const opts = { serve: ["stores"] } as const;
    const started = await runCliAsync(
      "g2k",
      ["start", "--session", "new", ...store, "--owner", "ada", "--params", '{"greeting":"Hi"}'],
      opts,
    );
    expect(started.status, started.stderr).toBe(0);
    const { sessionId } = JSON.parse(started.stdout) as { sessionId: string };
    const submit = ["advance", "--session", sessionId, ...store, "--step", "greet", "--output", '{"name":"Ada"}', "--print"];
    const stranger = await runCliAsync("g2k", [...submit, "--owner", "bob"], opts);
    expect(stranger.status).toBe(1);
    expect(stranger.stderr).toMatch(/not found/);
    const advanced = await runCliAsync("g2k", [...submit, "--owner", "ada"], opts);
    expect(advanced.status, advanced.stderr).toBe(0);
    expect(JSON.parse(advanced.stdout)).toMatchObject({ kind: "prompt", step: "ask-role" });
    const opened = await openRunStore(database.url);
    const run = await opened.read(sessionId, "ada");
    await opened.close();
    expect(runText(run.run).map((line) => (JSON.parse(line) as { type: string }).type)).toEqual([
      "header",
      "prompt",
      "output",
      "prompt",
    ]);
  });
});

describe("scripts/run --store and --owner misused", () => {
  it("refuses them outside session commands, together with --session-dir, and an unknown scheme", async () => {
    const cases: readonly [readonly string[], RegExp][] = [
      [["start", "--store", "file:/tmp/x", "--params", "{}"], /--store applies to sessions/],
      [["start", "--owner", "ada", "--params", "{}"], /--owner applies to sessions/],
      [["start", "--session", "new", "--store", "file:/tmp/x", "--session-dir", "/tmp/y", "--params", "{}"], /one at a time/],
      [
        ["start", "--session", "new", "--store", "mysql://db/x", "--params", "{}"],
        /--store takes file:DIR, postgres:\/\/… or redis:\/\/…/,
      ],
      [["sessions", "list", "--store", "file:/tmp/x"], /session files of --session-dir only/],
    ];
    for (const [args, message] of cases) {
      const run = await runCliAsync("g2k", args);
      expect(run.status, args.join(" ")).toBe(1);
      expect(run.stderr, args.join(" ")).toMatch(message);
    }
  });
});

describe("scripts/run --store of a database on a default build", () => {
  // Nothing listens on port 1: the step stops before it would connect.
  it.each(["postgres://127.0.0.1:1/db", "redis://127.0.0.1:1"])("%s: one line naming `--with stores`", async (url) => {
    const run = await runCliAsync("g2k", ["start", "--session", "new", "--store", url, "--params", '{"greeting":"Hi"}']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      "error: --store postgres://…|redis://… needs the PostgreSQL and Redis stores (bin/run-stores.cjs), which this build of the skill leaves out: rebuild it with `skill-kit build --with stores`\n",
    );
  });
});
