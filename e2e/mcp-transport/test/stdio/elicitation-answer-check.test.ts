// A built skill's MCP server checks an elicitation answer against the form it sent (with its own
// FormAnswerValidator, since bin/mcp.cjs has no Ajv) before the answer reaches the step.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, sessionsIn } from "@skill-kit/test-utils/mcp-client";

const sandbox = tempDir("skill-kit-mcp-elicit-check-");
afterAll(() => {
  sandbox.remove();
});

describe("an elicitation answer the form does not take", () => {
  it("is refused before it reaches the step, and the agent is told why", async () => {
    const sessions = sessionsIn(sandbox.dir);
    const server = await connect("mcp-elicit", ["--session-dir", sessions], {
      elicit: () => ({ action: "accept", content: { color: "green" } }),
    });
    const result = await call(server, "start");
    expect(result).toMatchObject({
      status: "prompt",
      step: "color",
      elicitation: {
        step: "color",
        action: "failed",
        message: expect.stringContaining('color: expected one of red, blue, found "green"') as unknown,
      },
    });
    expect(readFileSync(join(sessions, `skill-kit-${String(result["session"])}.jsonl`), "utf8")).not.toContain("green");
    await server.close();
  });
});
