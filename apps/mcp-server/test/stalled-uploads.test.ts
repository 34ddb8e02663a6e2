// 1,000 connections that each announce a 1 MiB body, send all of it but the last byte and stall:
// `skill-kit-mcp --http` keeps what one user may hold (16 MiB by default), refuses the rest of that
// user's uploads with 429, and a caller with another token is served within a second while they
// stall. Its resident memory, read from /proc, stays under the bound docs/serving.md gives (192 MiB
// over the idle server; it was 1 GB before the bounds).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureStall, stallReport, startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-transport/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-stalled-"));
const mallory = "mallory-token-0123456789";
const ada = "ada-token-0123456789abc";
const mib = 1024 * 1024;
let server: HttpServerProcess;

beforeAll(async () => {
  mkdirSync(join(root, "skills", "greeter"), { recursive: true });
  writeFileSync(
    join(root, "skills", "greeter", "SKILL.md"),
    "---\nname: greeter\ndescription: Greets people.\n---\n\nSay hello.\n",
  );
  writeFileSync(join(root, "tokens"), `${mallory} mallory\n${ada} ada\n`, { mode: 0o600 });
  server = await startHttpServer({
    command: process.execPath,
    args: [serverBin, "--skills", join(root, "skills"), "--http", "--port", "0", "--tokens", join(root, "tokens")],
  });
});
afterAll(async () => {
  await server.kill();
  rmSync(root, { recursive: true, force: true });
});

const initialize = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "fresh", version: "1" } },
});

/** One `initialize` as `token`, given one second: its status. */
async function freshCall(token: string): Promise<number> {
  const answer = await fetch(server.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${token}`,
    },
    body: initialize,
    signal: AbortSignal.timeout(1000),
  });
  await answer.text();
  return answer.status;
}

describe("skill-kit-mcp --http under 1,000 stalled uploads of 1 MiB", () => {
  it("holds a bounded amount of memory, and a fresh caller is served within a second", { timeout: 60_000 }, async () => {
    for (let n = 0; n < 20; n += 1) expect(await freshCall(ada)).toBe(200);
    const figures = await measureStall(server.pid, {
      url: server.url,
      token: mallory,
      count: 1000,
      bytes: mib,
      during: async () => ({ ada: await freshCall(ada), mallory: await freshCall(mallory) }),
    });
    console.log(`skill-kit-mcp --http: ${stallReport(figures)}`);
    expect(figures.during).toEqual({ ada: 200, mallory: 429 });
    // Those answered so far were refused for their user's share; the first 16 are held until the request timeout.
    expect(Object.keys(figures.statuses)).toEqual(["429"]);
    if (figures.residentBefore !== undefined && figures.residentPeak !== undefined)
      expect(figures.residentPeak - figures.residentBefore).toBeLessThan(192 * mib);
  });
});
