// `skill-kit-mcp --skills <dir> --http`: the same tools over Streamable HTTP, each user's workflow runs
// in a session folder of their own, and the answers to a missing token or a body over the limit.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  connectHttpClient,
  residentBytes,
  startHttpServer,
  type HttpClient,
  type HttpServerProcess,
} from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSessionDir } from "../src/start-http-server.js";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-http-"));
const skills = join(root, "skills");
const sessions = join(root, "sessions");
const tokens = join(root, "tokens");
const ada = "ada-token-0123456789";
const bob = "bob-token-0123456789";
let server: HttpServerProcess;

beforeAll(async () => {
  mkdirSync(join(skills, "greeter"), { recursive: true });
  writeFileSync(
    join(skills, "greeter", "SKILL.md"),
    "---\nname: greeter\ndescription: Greets people by name.\n---\n\nSay hello.\n",
  );
  const cli = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
  const g2k = fileURLToPath(new URL("../../../tooling/test-utils/fixtures/g2k.ts", import.meta.url));
  const build = spawnSync(process.execPath, [cli, "build", g2k, "-o", join(skills, "g2k"), "--no-typecheck"], {
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(build.stderr);
  mkdirSync(sessions, { recursive: true, mode: 0o700 });
  writeFileSync(tokens, `${ada} ada\n${bob} bob\n`, { mode: 0o600 });
  server = await startHttpServer({
    command: process.execPath,
    args: [serverBin, "--skills", skills, "--session-dir", sessions, "--http", "--port", "0", "--tokens", tokens],
  });
});
afterAll(async () => {
  await server.kill();
  rmSync(root, { recursive: true, force: true });
});

const structured = async (client: HttpClient, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const result = await client.callTool(name, args);
  expect(result.isError).not.toBe(true);
  return result.structuredContent ?? {};
};

describe("skill-kit-mcp --http", () => {
  it("lists the tools and activates a skill", async () => {
    const client = await connectHttpClient({ url: server.url, token: ada });
    const { tools } = await client.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "activate_skill",
      "advance",
      "deactivate_skill",
      "read_skill_resource",
      "start",
    ]);
    const activated = await client.callTool("activate_skill", { name: "greeter" });
    expect(activated.isError).not.toBe(true);
    expect(JSON.stringify(activated.content)).toContain("Say hello.");
    // No server path to an HTTP caller: the skill folder is named by its skill:// URI.
    expect(JSON.stringify(activated.content)).toContain("Skill directory: skill://greeter");
    expect(JSON.stringify(activated.content)).not.toContain(root);
    await client.close();
  });

  it("keeps each user's workflow runs in a session folder of their own", async () => {
    const asAda = await connectHttpClient({ url: server.url, token: ada });
    const asBob = await connectHttpClient({ url: server.url, token: bob });
    const first = await structured(asAda, "start", { skill: "get-to-know-you", params: { greeting: "Hi" } });
    const session = String(first["session"]);
    expect(existsSync(join(userSessionDir(sessions, "ada"), `skill-kit-${session}.jsonl`))).toBe(true);
    const advance = { skill: "get-to-know-you", session, step: "greet", output: { name: "Ada" } };
    const refused = await asBob.callTool("advance", advance);
    // Another user's run is unknown to Bob, answered as a skill's own server answers it (docs/errors.md).
    expect(refused.structuredContent).toMatchObject({
      status: "error",
      retry: false,
      session,
      message: expect.stringContaining(`Unknown session "${session}"`) as string,
    });
    expect(refused._meta).toEqual({ "skill-kit/error": { code: "SESSION_NOT_FOUND", retryable: false } });
    // Bob is not told where runs live: neither the session folder nor his per-user hash.
    expect(JSON.stringify(refused.content)).not.toContain(root);
    expect(JSON.stringify(refused.content)).not.toContain(userSessionDir(sessions, "bob").split("/").at(-1));
    expect(await structured(asAda, "advance", advance)).toMatchObject({ status: "prompt", step: "ask-role" });
    await Promise.all([asAda.close(), asBob.close()]);
  });

  it("answers 401 without a token and 413 to a body over the limit", async () => {
    const message = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    expect((await fetch(server.url, { method: "POST", headers, body: message })).status).toBe(401);
    const large = await fetch(server.url, {
      method: "POST",
      headers: { ...headers, authorization: `Bearer ${ada}` },
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(large.status).toBe(413);
  });

  it("keeps no answer to a question it never asked: 1,500 of 60 KiB are refused, and its memory stays bounded", {
    timeout: 60_000,
  }, async () => {
    const headers = {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${ada}`,
    };
    const filler = "x".repeat(60 * 1024);
    const post = async (n: number): Promise<void> => {
      const body = JSON.stringify({ jsonrpc: "2.0", id: `abcdef012345.${String(n)}`, result: { filler } });
      const refused = await fetch(server.url, { method: "POST", headers, body });
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain("no open question");
    };
    for (let n = 0; n < 100; n += 1) await post(n);
    const before = residentBytes(server.pid);
    let peak = before ?? 0;
    for (let n = 100; n < 1600; n += 1) {
      await post(n);
      if (n % 20 === 0) peak = Math.max(peak, residentBytes(server.pid) ?? 0);
    }
    if (before === undefined) return;
    const growth = peak - before;
    console.log(
      `skill-kit-mcp --http, 1,500 unsolicited answers of 60 KiB: resident ${(before / 2 ** 20).toFixed(1)} MiB before, growth ${(growth / 2 ** 20).toFixed(1)} MiB`,
    );
    // It was 1.5 GB for 1,500 such answers before answers nobody asked for were refused.
    // 5-6 MiB measured on Node 20, 33 MiB on Node 24 (V8 keeps more of the dropped bodies before collecting).
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });
});
