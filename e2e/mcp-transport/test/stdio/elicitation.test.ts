// Elicitation: a client that declares the capability answers choice and confirm prompts itself.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ElicitRequest } from "@skill-kit/mcp-testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { answers, fieldOf } from "@skill-kit/test-utils/elicit-answers";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
beforeEach(() => {
  sandbox = tempDir("skill-kit-mcp-elicit-");
  sessions = sessionsIn(sandbox.dir);
});
afterEach(() => {
  sandbox.remove();
});

describe("elicitation", () => {
  it("answers the choice, multi-select and confirm prompts through the user, validated and recorded like any output", async () => {
    const asked: ElicitRequest["params"][] = [];
    const server = await connect("mcp-elicit", ["--session-dir", sessions], {
      elicit: (request) => {
        asked.push(request.params);
        return answers[fieldOf(request)] ?? { action: "decline" };
      },
    });
    const result = await call(server, "start");
    expect(result).toMatchObject({ status: "prompt", step: "note", preamble: expect.any(String) as string });
    expect(result["elicited"]).toEqual([
      // The user's answers, which the agent has not seen; `response` only where it differs from `result`.
      { step: "color", result: { color: "blue" } },
      { step: "toppings", result: { toppings: ["cheese", "basil"] } },
      { step: "sure", result: { approved: true } },
    ]);
    expect(asked[0]).toMatchObject({
      mode: "form",
      message: "Which color do you like?\n\n- Red: Warm & bold\n- Blue: Calm",
      requestedSchema: {
        type: "object",
        required: ["color"],
        properties: {
          color: {
            type: "string",
            title: "Color",
            oneOf: [
              { const: "red", title: "Red" },
              { const: "blue", title: "Blue" },
            ],
          },
        },
      },
    });
    expect(asked[1]).toMatchObject({
      requestedSchema: {
        properties: {
          toppings: {
            type: "array",
            minItems: 1,
            items: { anyOf: [{ const: "cheese" }, { const: "olives" }, { const: "basil" }] },
          },
        },
      },
    });
    expect(asked[2]).toMatchObject({
      message: "Order it?",
      requestedSchema: { properties: { approved: { type: "boolean", default: true } } },
    });
    const file = readFileSync(join(sessions, `skill-kit-${String(result["session"])}.jsonl`), "utf8");
    expect(file).toContain('{"type":"output","step":"toppings","output":{"toppings":["cheese","basil"]}}');
    expect(await call(server, "advance", { session: result["session"], step: "note", output: { note: "thanks" } })).toMatchObject(
      { status: "done" },
    );
    await server.close();
  });

  it("a declined question comes back as the prompt, with the reason; the agent then answers it", async () => {
    let declines = 1;
    const server = await connect("mcp-elicit", ["--session-dir", sessions], {
      elicit: (request) => (declines-- > 0 ? { action: "decline" } : (answers[fieldOf(request)] ?? { action: "cancel" })),
    });
    const declined = await call(server, "start");
    expect(declined).toMatchObject({
      status: "prompt",
      step: "color",
      preamble: expect.any(String) as string,
      elicitation: { step: "color", action: "decline" },
    });
    const next = await call(server, "advance", { session: declined["session"], step: "color", output: { color: "red" } });
    expect(next).toMatchObject({
      status: "prompt",
      step: "note",
      completed: { step: "sure" },
      elicited: [{ step: "toppings" }, { step: "sure" }],
    });
    await server.close();
  });

  it("a client without the capability gets the prompts unchanged", async () => {
    const server = await connect("mcp-elicit", ["--session-dir", sessions]);
    const result = await call(server, "start");
    expect(result).toMatchObject({ status: "prompt", step: "color" });
    expect(result).not.toHaveProperty("elicited");
    expect(result).not.toHaveProperty("elicitation");
    await server.close();
  });
});
