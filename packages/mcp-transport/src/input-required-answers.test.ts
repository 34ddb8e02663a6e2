import { describe, expect, it } from "vitest";
import {
  askOrFinish,
  firstQuestion,
  inputRequiredRoundLimit,
  requestStateLimit,
  type Questioner,
} from "./input-required-answers.js";
import { offersForms } from "./http/client-declaration.js";
import type { RunResult } from "./tool-schemas.js";
import type { Run } from "@skill-kit/sessions";

const confirmPrompt: RunResult = {
  session: "s",
  status: "prompt",
  step: "sure",
  prompt: '<confirm default="no">Go?</confirm>',
  schema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
};
/** A run whose pending prompt is `confirmPrompt`, as a store reads it. */
const run: Run = {
  header: { type: "header", sessionId: "s", skill: "t", host: "h", params: {}, createdAt: "", outputMode: "flag" },
  records: [{ type: "result", result: { kind: "prompt", step: "sure", prompt: confirmPrompt.prompt ?? "", schema: null } }],
};
const questioner = (state: string, available = true): Questioner => ({
  available: () => available,
  mint: () => Promise.resolve(state),
  runs: { read: () => Promise.resolve(run) },
});

describe("askOrFinish", () => {
  it("asks a confirm prompt's question as an input-required result with the minted state", async () => {
    const answer = await askOrFinish(firstQuestion({ tool: "start", result: confirmPrompt }), questioner("STATE"));
    expect(answer).toMatchObject({
      resultType: "input_required",
      requestState: "STATE",
      inputRequests: { answer: { method: "elicitation/create", params: { mode: "form", message: "Go?" } } },
    });
  });

  it(`returns the prompt itself after ${String(inputRequiredRoundLimit)} questions, for a client without forms, or when the state would be too large`, async () => {
    const state = firstQuestion({ tool: "start", result: confirmPrompt });
    for (const [input, mint] of [
      [{ ...state, rounds: inputRequiredRoundLimit }, questioner("STATE")],
      [state, questioner("STATE", false)],
      [state, questioner("x".repeat(requestStateLimit + 1))],
    ] as const) {
      const answer = await askOrFinish(input, mint);
      expect(answer).toMatchObject({ structuredContent: { status: "prompt", step: "sure" } });
      expect("resultType" in answer).toBe(false);
    }
  });
});

describe("offersForms", () => {
  it("reads form elicitation from client capabilities: `{}` (2025-06-18) and `{ form }` offer it, URL-only does not", () => {
    expect(offersForms({ elicitation: {} })).toBe(true);
    expect(offersForms({ elicitation: { form: {} } })).toBe(true);
    expect(offersForms({ elicitation: { url: {} } })).toBe(false);
    expect(offersForms({})).toBe(false);
    expect(offersForms(undefined)).toBe(false);
  });
});
