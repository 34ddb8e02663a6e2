// `resources/read` of a 15 MiB file of control bytes over HTTP: one answer is its base64 size plus a
// small envelope (it was a 90 MB JSON answer), and 40 callers that never read their answers make the
// server hold at most the bytes docs/serving.md gives (it grew by 3.5 GB): their bytes count against
// --max-user-inflight-bytes and --max-inflight-bytes until taken, later requests get 429/503, a caller
// with another token is answered within a second, and an answer that stands still for
// --request-timeout has its connection closed, which gives its bytes back.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { residentBytes, startHttpServer, unreadAnswers, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

const mib = 1024 * 1024;
const fileBytes = 15 * mib;
const base64Bytes = Math.ceil(fileBytes / 3) * 4;
const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-unread-"));
/** Eight tokens: past the four that fill the server's 64 MiB with their 16 MiB each, the rest meet 503. */
const attackers = Array.from({ length: 8 }, (_, n) => `mallory${String(n)}-token-0123456789`);
const ada = "ada-token-0123456789abc";
const requestTimeoutMs = 5000;
let server: HttpServerProcess;

beforeAll(async () => {
  mkdirSync(join(root, "skills", "bulky", "assets"), { recursive: true });
  writeFileSync(
    join(root, "skills", "bulky", "SKILL.md"),
    "---\nname: bulky\ndescription: Carries a large file.\n---\n\nRead it.\n",
  );
  writeFileSync(join(root, "skills", "bulky", "assets", "controls.txt"), Buffer.alloc(fileBytes, 0x01));
  const lines = attackers.map((token, n) => `${token} mallory${String(n)}`);
  writeFileSync(join(root, "tokens"), `${[...lines, `${ada} ada`].join("\n")}\n`, { mode: 0o600 });
  server = await startHttpServer({
    command: process.execPath,
    args: [
      serverBin,
      ...["--skills", join(root, "skills"), "--http", "--port", "0", "--tokens", join(root, "tokens")],
      ...["--headers-timeout", "2000", "--request-timeout", String(requestTimeoutMs)],
    ],
  });
});
afterAll(async () => {
  await server.kill();
  rmSync(root, { recursive: true, force: true });
});

const read = JSON.stringify({
  jsonrpc: "2.0",
  id: 7,
  method: "resources/read",
  params: { uri: "skill://bulky/assets/controls.txt" },
});

/** Posts `body` as `token`, given `ms`: the status and the body's length in bytes. */
async function call(token: string, body: string, ms: number): Promise<{ status: number; bytes: Buffer }> {
  const answer = await fetch(server.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${token}`,
    },
    body,
    signal: AbortSignal.timeout(ms),
  });
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
}

/** The base64 blob in a resources/read answer, as JSON or as one SSE event. */
function blobOf(bytes: Buffer): string {
  const text = bytes.toString("utf8");
  const json = text.startsWith("{") ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? "{}");
  const message = JSON.parse(json) as { result?: { contents?: { blob?: string }[] } };
  return message.result?.contents?.[0]?.blob ?? "";
}

describe("skill-kit-mcp --http and answers nobody reads", () => {
  it("holds one user's unread answers to its share (429 past it), and another caller is answered within a second", {
    timeout: 20_000,
  }, async () => {
    const { counts, growth, during } = await unreadBy([attackers[0] ?? ""], () => call(ada, list, 1000));
    expect(during.status).toBe(200);
    expect(during.bytes.toString("utf8")).toContain("activate_skill");
    // Answers are made only while the user holds less than its 16 MiB; the rest are refused before any work.
    expect(Object.keys(counts)).toEqual(["200", "429"]);
    expect(counts[200]).toBeLessThanOrEqual(2);
    if (growth !== undefined) expect(growth).toBeLessThan(growthBound);
  });

  it("holds every user's unread answers to the server's bound (503 past it), and frees them after the request timeout", {
    timeout: 40_000,
  }, async () => {
    const { counts, growth } = await unreadBy(attackers, () => Promise.resolve(undefined));
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[200] ?? 0) + (counts[429] ?? 0) + (counts[503] ?? 0)).toBe(40);
    if (growth !== undefined) expect(growth).toBeLessThan(growthBound);
    // The unread answers stand still; after the request timeout their connections are closed and their bytes given back.
    let again = await call(ada, read, 20_000);
    for (let tries = 0; again.status !== 200 && tries < 3 * (requestTimeoutMs / 1000); tries += 1) {
      expect(again.status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      again = await call(ada, read, 20_000);
    }
    expect(again.status).toBe(200);
  });

  it("answers resources/read of 15 MiB of control bytes with at most its base64 size and a small envelope", async () => {
    const { status, bytes } = await call(ada, read, 20_000);
    expect(status).toBe(200);
    console.log(
      `one resources/read of 15 MiB of control bytes: ${String(bytes.length)} bytes of HTTP body (base64: ${String(base64Bytes)})`,
    );
    expect(bytes.length).toBeGreaterThan(base64Bytes);
    expect(bytes.length).toBeLessThanOrEqual(base64Bytes + 512);
    expect(Buffer.from(blobOf(bytes), "base64").equals(Buffer.alloc(fileBytes, 0x01))).toBe(true);
  });
});

/**
 * Bytes the server's resident memory may grow by under 40 unread answers (docs/serving.md): the
 * unsent answers, at most the server's 64 MiB (--max-inflight-bytes) and the one 20 MiB answer made
 * while under it, plus the heap that making an answer takes (the file, its text, base64, JSON and SSE
 * copies: about 160 MiB, which V8 does not give back at once). Measured 159-165 MiB for one token and
 * 237 MiB for eight from an idle server on Node 20, 324-336 MiB on Node 24; 40 such answers held 958 MiB with the bounds raised to 2 GiB.
 */
const growthBound = 448 * mib;
const list = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });

/** 40 unread `resources/read` answers, their connections spread over `tokens`; `during` runs while they stall. */
async function unreadBy<T>(
  tokens: readonly string[],
  during: () => Promise<T>,
): Promise<{ counts: Record<number, number>; growth: number | undefined; during: T }> {
  const before = residentBytes(server.pid);
  let peak = before;
  const sample = (): void => {
    const now = residentBytes(server.pid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  };
  const sampler = setInterval(sample, 25);
  const unread = await unreadAnswers({ url: server.url, tokens, body: read, count: 40 });
  try {
    const result = await during();
    sample();
    const counts: Record<number, number> = {};
    for (const status of unread.statuses) counts[status] = (counts[status] ?? 0) + 1;
    const growth = before === undefined || peak === undefined ? undefined : peak - before;
    const figure = (bytes: number | undefined): string => (bytes === undefined ? "?" : (bytes / mib).toFixed(1));
    console.log(
      `40 unread resources/read answers over ${String(tokens.length)} token(s) ${JSON.stringify(counts)}: resident ${figure(before)} MiB before, growth ${figure(growth)} MiB`,
    );
    return { counts, growth, during: result };
  } finally {
    clearInterval(sampler);
    if (tokens.length === 1) unread.end();
  }
}
