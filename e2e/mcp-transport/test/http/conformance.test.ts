// The MCP conformance referee against a built skill's `scripts/run mcp --http`: every scenario passes
// or fails as conformance-expected-failures.yaml says, with the reason for each.
import { fileURLToPath } from "node:url";
import type { HttpServerProcess } from "@skill-kit/mcp-transport/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConformance, summaryOf } from "@skill-kit/test-utils/conformance";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { startSkillOverHttp } from "./http-server.js";

const expectedFailures = fileURLToPath(new URL("conformance-expected-failures.yaml", import.meta.url));
const sandbox = tempDir("skill-kit-http-conformance-");
let server: HttpServerProcess;

beforeAll(async () => {
  server = await startSkillOverHttp("mcp-elicit", ["--session-dir", sessionsIn(sandbox.dir)]);
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

describe("MCP conformance of scripts/run mcp --http", () => {
  it("passes every scenario but the expected failures", async () => {
    const run = await runConformance(server.url, expectedFailures);
    expect(run.code, summaryOf(run.output)).toBe(0);
    expect(run.output).toMatch(/✓ server-initialize: \d+ passed, 0 failed/);
    expect(run.output).toMatch(/✓ dns-rebinding-protection: \d+ passed, 0 failed/);
  });
});
