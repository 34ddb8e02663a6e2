// A direct `advance` takes only `advance` with arguments of the common shape, and answers as the
// SDK's dispatch would: a failure as `isError`, a throw as its message, a bad result refused.
import type { CallToolResult } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { directAdvance } from "./direct-advance.js";
import { jsonToolResult } from "./run-result.js";
import type { DriverOutcome } from "./session-driver.js";
import type { RunResult } from "./tool-schemas.js";

const session = "0123456789abcdef0123456789abcdef";
const args = { session, step: "ask", output: { n: 1 } };
const prompt: RunResult = { session, status: "prompt", step: "next", prompt: "Go on." };

function direct(outcome: () => Promise<DriverOutcome>, answer = (result: RunResult) => Promise.resolve(jsonToolResult(result))) {
  const received: unknown[] = [];
  const call = directAdvance(
    {
      advance: (input) => {
        received.push(input);
        return outcome();
      },
    },
    answer,
  );
  return { call, received };
}

describe("directAdvance", () => {
  it("leaves other tools and arguments the schema must word to the SDK", () => {
    const { call, received } = direct(() => Promise.resolve({ ok: true, result: prompt }));
    expect(call("start", {}, 1)).toBeUndefined();
    expect(call("advance", { session, step: "ask" }, 1)).toBeUndefined();
    expect(call("advance", { session, step: 1, output: {} }, 1)).toBeUndefined();
    expect(received).toEqual([]);
  });

  it("advances with the arguments as the schema returns them and answers the result", async () => {
    const { call, received } = direct(() => Promise.resolve({ ok: true, result: prompt }));
    expect(await call("advance", { ...args, extra: 1 }, 7)).toEqual(jsonToolResult(prompt));
    expect(received).toEqual([args]);
  });

  it("answers a failure, a throw and a result that is not a run result as isError", async () => {
    const failed = direct(() =>
      Promise.resolve({ ok: false, message: "store away", error: { code: "STORE_UNAVAILABLE", retryable: true } }),
    );
    expect(await failed.call("advance", args, 1)).toEqual({
      _meta: { "skill-kit/error": { code: "STORE_UNAVAILABLE", retryable: true } },
      content: [{ type: "text", text: "store away" }],
      isError: true,
    });
    const threw = direct(() => Promise.reject(new Error("bug")));
    expect(await threw.call("advance", args, 1)).toEqual({ content: [{ type: "text", text: "bug" }], isError: true });
    const bad: CallToolResult = { content: [], structuredContent: { session: 1 } };
    const wrong = direct(
      () => Promise.resolve({ ok: true, result: prompt }),
      () => Promise.resolve(bad),
    );
    expect(await wrong.call("advance", args, 1)).toEqual({
      content: [
        {
          type: "text",
          text: expect.stringMatching(
            /^Output validation error: Invalid structured content for tool advance: session: .+, status: .+$/,
          ) as string,
        },
      ],
      isError: true,
    });
  });
});
