// `skill-kit-mcp --http --store file:…` bounds each user's live runs and expires old ones, as a skill's
// own `scripts/run mcp --http` does: it passes `--max-runs-per-user`, `--run-ttl` and
// `--finished-run-ttl` to every workflow's `scripts/run`, which opens the store with them. A user at
// the bound gets 429 with Retry-After and the JSON-RPC error of SESSION_LIMIT; another is served.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectHttpClient, startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-limits-"));
const runs = join(root, "runs");
const tokens = join(root, "tokens");
const ada = "ada-token-0123456789";
const bob = "bob-token-0123456789";
const skill = "get-to-know-you";
let server: HttpServerProcess | undefined;

beforeAll(async () => {
  const cli = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
  const g2k = fileURLToPath(new URL("../../../tooling/test-utils/fixtures/g2k.ts", import.meta.url));
  mkdirSync(join(root, "skills"));
  const build = spawnSync(process.execPath, [cli, "build", g2k, "-o", join(root, "skills", "g2k"), "--no-typecheck"], {
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(build.stderr);
  mkdirSync(runs, { mode: 0o700 });
  writeFileSync(tokens, `${ada} ada\n${bob} bob\n`, { mode: 0o600 });
  const limits = ["--max-runs-per-user", "2", "--run-ttl", "1h", "--finished-run-ttl", "1h"];
  const args = [
    serverBin,
    "--skills",
    join(root, "skills"),
    "--store",
    `file:${runs}`,
    "--http",
    "--port",
    "0",
    "--tokens",
    tokens,
  ];
  server = await startHttpServer({ command: process.execPath, args: [...args, ...limits] });
});
afterAll(async () => {
  await server?.kill();
  rmSync(root, { recursive: true, force: true });
});

/** A `tools/call` of `start` as a plain HTTP request: the status, Retry-After and the JSON-RPC body. */
async function rawStart(url: string, token: string) {
  const answer = await fetch(url, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "start", arguments: { skill } } }),
  });
  return { status: answer.status, retryAfter: answer.headers.get("retry-after"), body: await answer.text() };
}

const runFile = (session: string) => join(runs, `skill-kit-${session}.jsonl`);

describe("skill-kit-mcp --http --store with run limits", () => {
  it("refuses a user at the live-run bound with 429 and SESSION_LIMIT while another user is served, and expires old runs", async () => {
    if (server === undefined) throw new Error("the server did not start");
    const asAda = await connectHttpClient({ url: server.url, token: ada });
    const asBob = await connectHttpClient({ url: server.url, token: bob });
    const sessionOf = async (client: typeof asAda): Promise<string> => {
      const started = await client.callTool("start", { skill });
      expect(started.isError, JSON.stringify(started.content)).not.toBe(true);
      return String(started.structuredContent?.["session"]);
    };
    const adaRuns = [await sessionOf(asAda), await sessionOf(asAda)];
    const filesBefore = readdirSync(runs)
      .filter((name) => name.endsWith(".jsonl"))
      .sort();

    // Ada holds two unfinished runs, the bound: her next start writes nothing.
    const refused = await rawStart(server.url, ada);
    expect(refused.status).toBe(429);
    // When her oldest run expires (--run-ttl 1h), in whole seconds: the wait came from her scripts/run.
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
    expect(JSON.parse(refused.body)).toMatchObject({
      id: 7,
      error: { code: -32052, data: { code: "SESSION_LIMIT", retryable: true } },
    });
    expect(
      readdirSync(runs)
        .filter((name) => name.endsWith(".jsonl"))
        .sort(),
    ).toEqual(filesBefore);

    // Bob is not affected: his own bound, his own runs.
    const bobRun = await sessionOf(asBob);
    expect(existsSync(runFile(bobRun))).toBe(true);
    // Ada's runs still advance.
    const advanced = await asAda.callTool("advance", { skill, session: adaRuns[0], step: "greet", output: { name: "Ada" } });
    expect(advanced.structuredContent).toMatchObject({ status: "prompt", step: "ask-role" });

    // Two hours without a step: past --run-ttl, Ada's runs are abandoned. They no longer count, and
    // the sweep of her next start removes them.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const session of adaRuns) utimesSync(runFile(session), twoHoursAgo, twoHoursAgo);
    const fresh = await sessionOf(asAda);
    for (const session of adaRuns) expect(existsSync(runFile(session))).toBe(false);
    expect(existsSync(runFile(fresh))).toBe(true);
    expect(existsSync(runFile(bobRun))).toBe(true);
    await Promise.all([asAda.close(), asBob.close()]);
  });
});
