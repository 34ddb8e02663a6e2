// 1,000 connections that each announce a 1 MiB body, send all of it but the last byte and stall:
// `skill-kit-mcp --http` keeps what one user may hold (16 MiB by default), refuses the rest of that
// user's uploads with 429, and a caller with another token is served within a second while they
// stall. Its resident memory, read from /proc, stays under the bound docs/serving.md gives (192 MiB
// over the idle server; it was 1 GB before the bounds).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { expectStalledUploadsBounded } from "@skill-kit/test-utils/stalled-uploads";
import { afterAll, beforeAll, describe, it } from "vitest";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-stalled-"));
const mallory = "mallory-token-0123456789";
const ada = "ada-token-0123456789abc";
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

describe("skill-kit-mcp --http under 1,000 stalled uploads of 1 MiB", () => {
  it("holds a bounded amount of memory, and a fresh caller is served within a second", { timeout: 60_000 }, async () => {
    await expectStalledUploadsBounded(server, { label: "skill-kit-mcp --http", stalling: mallory, fresh: ada });
  });
});
