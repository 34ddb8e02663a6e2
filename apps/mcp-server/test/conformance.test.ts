// The MCP conformance referee against `skill-kit-mcp --skills <dir> --http`: every scenario passes or
// fails as conformance-expected-failures.yaml says, with the reason for each.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-transport/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConformance, summaryOf } from "@skill-kit/test-utils/conformance";
import { serverBin } from "./fixture.js";

const expectedFailures = fileURLToPath(new URL("conformance-expected-failures.yaml", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-conformance-"));
let server: HttpServerProcess;

beforeAll(async () => {
  mkdirSync(join(root, "skills", "greeter"), { recursive: true });
  writeFileSync(
    join(root, "skills", "greeter", "SKILL.md"),
    "---\nname: greeter\ndescription: Greets people.\n---\n\nSay hello.\n",
  );
  server = await startHttpServer({
    command: process.execPath,
    // The referee sends no bearer token.
    args: [serverBin, "--skills", join(root, "skills"), "--http", "--port", "0", "--no-token"],
  });
});
afterAll(async () => {
  await server.kill();
  rmSync(root, { recursive: true, force: true });
});

describe("MCP conformance of skill-kit-mcp --http", () => {
  it("passes every scenario but the expected failures", async () => {
    // The 2025-11-25 requirement set: the scenarios the expected failures were written for.
    const run = await runConformance(server.url, { expectedFailures, requirements: "2025-11-25" });
    expect(run.code, summaryOf(run.output)).toBe(0);
    expect(run.output).toMatch(/✓ resources-list: \d+ passed, 0 failed/);
    expect(run.output).toMatch(/✓ dns-rebinding-protection: \d+ passed, 0 failed/);
  });
});
