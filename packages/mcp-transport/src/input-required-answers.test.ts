import { describe, expect, it } from "vitest";
import {
  askOrFinish,
  firstQuestion,
  inputRequiredRoundLimit,
  requestStateLimit,
  resumeQuestion,
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
  records: [
    {
      type: "result",
      result: { kind: "prompt", step: "sure", prompt: confirmPrompt.prompt ?? "", schema: { ...Object(confirmPrompt.schema) } },
    },
  ],
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

describe("resumeQuestion", () => {
  const never = { advance: () => Promise.reject(new Error("nothing may be written")) };
  const refusal = (text: string, code: string) => ({
    isError: true,
    _meta: { "skill-kit/error": { code, retryable: false } },
    content: [{ type: "text", text }],
  });

  it("refuses a state for a run that has grown since, naming the step asked and the current one, writing nothing", async () => {
    const answered = {
      ...run,
      records: [...run.records, { type: "output" as const, step: "sure", output: { ok: true } }, ...run.records],
    };
    const answer = await resumeQuestion({
      state: { t: "advance", s: "s", a: 1, f: 1, r: 0 },
      call: { session: "s" },
      responses: { answer: { action: "accept", content: { ok: true } } },
      driver: never,
      questioner: { ...questioner("STATE"), runs: { read: () => Promise.resolve(answered) } },
    });
    expect(answer).toEqual(
      refusal(
        'this requestState is stale: it asked "sure", and session "s" has moved on since; its current step is "sure". Answer that step with advance, without this requestState.',
        "REQUEST_STATE_STALE",
      ),
    );
  });

  it("refuses a state for another session or skill than the call's arguments, naming that session's step", async () => {
    const state = { t: "advance", k: "interview", s: "s", a: 1, f: 1, r: 0 };
    const input = { state, responses: undefined, driver: never, questioner: questioner("STATE") };
    expect(await resumeQuestion({ ...input, call: { session: "t" } })).toEqual(
      refusal(
        'this requestState belongs to session "s", not to the session "t" of the arguments; session "t" is at step "sure". Call again without this requestState (or with the one that session\'s question returned).',
        "REQUEST_STATE_MISMATCH",
      ),
    );
    expect(await resumeQuestion({ ...input, call: { session: "s", skill: "other" } })).toMatchObject({
      _meta: { "skill-kit/error": { code: "REQUEST_STATE_MISMATCH" } },
      content: [
        { text: expect.stringMatching(/^this requestState belongs to skill "interview", not to the skill "other"/) as string },
      ],
    });
  });

  it("asks the same question again, read back from the run, when the retry carries no answer", async () => {
    const answer = await resumeQuestion({
      state: { t: "start", s: "s", a: 1, f: 1, r: 0 },
      call: {},
      responses: undefined,
      driver: never,
      questioner: questioner("AGAIN"),
    });
    expect(answer).toMatchObject({ resultType: "input_required", requestState: "AGAIN" });
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
