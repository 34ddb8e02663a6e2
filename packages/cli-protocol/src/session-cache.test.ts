// A process that keeps a SessionCache (the MCP server) answers every call exactly as one that
// rereads and replays the file each time (a CLI call), even when another writer changes the file.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { runProtocol } from "./run-protocol.js";
import { SessionCache } from "@skill-kit/sessions";

const counter = skill({ name: "counter", description: "Counts", entry: "count", stores: { tally: type({ "total?": "number" }) } })
  .step("count", {
    prompt: ({ attempts }) => `Say the number after ${String(attempts)}.`,
    response: type({ n: "number", more: "boolean" }),
    // `ghost` is not a declared store: every save logs a warning to the call's stderr.
    save: ({ response }) => ({ tally: { total: response.n }, ghost: response.n }),
    next: [{ to: "count", when: ({ response }) => response.more }, { to: "done" }],
    maxVisits: 1000,
    onMaxVisits: "done",
  })
  .step("done", { prompt: "Say goodbye.", next: terminal })
  .build();

const root = mkdtempSync(join(tmpdir(), "skill-kit-session-cache-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function call(argv: readonly string[], cache?: SessionCache): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io = {
    stdout: (text: string) => stdout.push(text),
    stderr: (text: string) => stderr.push(text),
    readStdin: () => Promise.resolve(""),
    env: process.env,
  };
  const code = await runProtocol(counter, argv, { io, ...(cache === undefined ? {} : { sessionCache: cache }) });
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}

async function start(dir: string): Promise<{ id: string; file: string }> {
  const { stdout } = await call(["start", "--session", "new", "--output-mode", "flag", "--params", "{}", "--session-dir", dir]);
  const pointer = JSON.parse(stdout) as { sessionId: string; file: string };
  return { id: pointer.sessionId, file: pointer.file };
}

const advance = (dir: string, id: string, output: unknown) => [
  "advance",
  "--session",
  id,
  "--step",
  "count",
  "--output",
  JSON.stringify(output),
  "--print",
  "--session-dir",
  dir,
];
const normalized = (file: string, id: string) =>
  readFileSync(file, "utf8")
    .replaceAll(id, "<id>")
    .replaceAll(/"createdAt":"[^"]*"/g, '"createdAt":"<time>"');

/** The same calls with and without a cache; `writer` picks, per call, who makes it. */
async function both(outputs: readonly unknown[], writer: (index: number) => "cached" | "plain" = () => "cached") {
  const cache = new SessionCache();
  const withCache = await start(join(root, `cached-${String(Math.random()).slice(2)}`));
  const without = await start(join(root, `plain-${String(Math.random()).slice(2)}`));
  const seen = { cached: [] as unknown[], plain: [] as unknown[] };
  for (const [index, output] of outputs.entries()) {
    const a = await call(
      advance(join(withCache.file, ".."), withCache.id, output),
      writer(index) === "cached" ? cache : undefined,
    );
    const b = await call(advance(join(without.file, ".."), without.id, output));
    seen.cached.push({ ...a, stdout: a.stdout.replaceAll(withCache.id, "<id>") });
    seen.plain.push({ ...b, stdout: b.stdout.replaceAll(without.id, "<id>") });
  }
  return { seen, files: [normalized(withCache.file, withCache.id), normalized(without.file, without.id)] };
}

const run = [
  { n: 1, more: true },
  { n: "two" },
  { n: 2, more: true },
  { n: 2, more: true },
  { n: 3, more: false },
  { n: 4, more: false },
];

describe("SessionCache", () => {
  it("answers and writes exactly as rereading and replaying the file", async () => {
    const { seen, files } = await both(run);
    expect(seen.cached).toEqual(seen.plain);
    expect(files[0]).toBe(files[1]);
  });

  it("sees a change by another writer and replays the file again", async () => {
    // Calls 1 and 3 are made by a process without the cache (a CLI call on the same file).
    const { seen, files } = await both(run, (index) => (index === 1 || index === 3 ? "plain" : "cached"));
    expect(seen.cached).toEqual(seen.plain);
    expect(files[0]).toBe(files[1]);
  });

  it("keeps what it wrote: the next advance finds the file unchanged", async () => {
    const cache = new SessionCache();
    const dir = join(root, "kept");
    const { id, file } = await start(dir);
    expect(cache.lookup(file)).toBeUndefined();
    await call(advance(dir, id, { n: 1, more: true }), cache);
    expect(cache.lookup(file)?.stored.run.records).toHaveLength(3);
    await call(advance(dir, id, { n: 2, more: true }));
    expect(cache.lookup(file)).toBeUndefined();
  });

  it("sends a kept run's log lines to the call that uses it", async () => {
    const cache = new SessionCache();
    const dir = join(root, "log");
    const { id } = await start(dir);
    const first = await call(advance(dir, id, { n: 1, more: true }), cache);
    const second = await call(advance(dir, id, { n: 2, more: true }), cache);
    for (const result of [first, second]) expect(result.stderr).toContain('store "ghost" is not declared');
  });
});
