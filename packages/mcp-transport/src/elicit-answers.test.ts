import type { ElicitResult } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { elicitAnswers, elicitationLimit, type Elicitor } from "./elicit-answers.js";
import type { AdvanceInput, DriverOutcome } from "./session-driver.js";
import type { RunResult } from "./tool-schemas.js";

const confirmPrompt: RunResult = {
  session: "s",
  status: "prompt",
  step: "sure",
  prompt: '<confirm default="no">Go?</confirm>',
  schema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
  preamble: "PRE",
};
const textPrompt: RunResult = {
  session: "s",
  status: "prompt",
  step: "note",
  prompt: "<prompt>\nWrite.\n</prompt>",
  schema: null,
};

function driver(answer: (input: AdvanceInput) => RunResult) {
  const calls: AdvanceInput[] = [];
  return {
    calls,
    advance: (input: AdvanceInput): Promise<DriverOutcome> => {
      calls.push(input);
      return Promise.resolve({ ok: true, result: answer(input) });
    },
  };
}
const elicitor = (reply: () => Promise<ElicitResult>, available = true): Elicitor => ({ available: () => available, ask: reply });

describe("elicitAnswers", () => {
  it("submits an accepted answer as the step output and keeps the first preamble", async () => {
    const fake = driver(() => ({ ...textPrompt, completed: { step: "sure", response: { ok: true }, result: { ok: true } } }));
    const outcome = await elicitAnswers({
      result: confirmPrompt,
      driver: fake,
      elicitor: elicitor(() => Promise.resolve({ action: "accept", content: { ok: true } })),
    });
    // The answer is the user's: the agent has not seen it, so the result carries it in full.
    expect(fake.calls).toEqual([{ session: "s", step: "sure", output: { ok: true }, from: "user" }]);
    expect(outcome).toEqual({
      ...textPrompt,
      completed: { step: "sure", response: { ok: true }, result: { ok: true } },
      preamble: "PRE",
      elicited: [{ step: "sure", response: { ok: true }, result: { ok: true } }],
    });
  });

  it("asks a confirm that shares its prompt with views, the views' content leading the message", async () => {
    const viewed: RunResult = {
      ...confirmPrompt,
      prompt:
        '<system>Be brief.</system>\n<rendered name="profile">\nname  Ada\nrole  design\n</rendered>\n<confirm default="yes">Is this profile right?</confirm>',
    };
    const asked: string[] = [];
    const fake = driver(() => textPrompt);
    const reply = elicitor(() => Promise.resolve({ action: "accept", content: { ok: true } }));
    await elicitAnswers({
      result: viewed,
      driver: fake,
      elicitor: { ...reply, ask: (form) => (asked.push(form.message), reply.ask(form)) },
    });
    expect(asked).toEqual(["name  Ada\nrole  design\n\nIs this profile right?"]);
    expect(fake.calls).toEqual([{ session: "s", step: "sure", output: { ok: true }, from: "user" }]);
    // Instructions for the model beside the question still leave it to the agent.
    const instructed = { ...viewed, prompt: `${viewed.prompt ?? ""}\nThen summarise.` };
    expect(await elicitAnswers({ result: instructed, driver: fake, elicitor: reply })).toEqual(instructed);
  });

  it("changes nothing without the capability or for other prompts", async () => {
    const fake = driver(() => textPrompt);
    const never = elicitor(() => Promise.reject(new Error("not asked")), false);
    expect(await elicitAnswers({ result: confirmPrompt, driver: fake, elicitor: never })).toEqual(confirmPrompt);
    expect(
      await elicitAnswers({ result: textPrompt, driver: fake, elicitor: elicitor(() => Promise.reject(new Error("not asked"))) }),
    ).toEqual(textPrompt);
    expect(fake.calls).toEqual([]);
  });

  it("returns the prompt with the reason on decline, cancel, a failed request or a refused answer", async () => {
    const fake = driver(() => ({ session: "s", status: "error", step: "sure", message: "ok: must be boolean", retry: true }));
    const run = (reply: () => Promise<ElicitResult>) =>
      elicitAnswers({ result: confirmPrompt, driver: fake, elicitor: elicitor(reply) });
    expect(await run(() => Promise.resolve({ action: "decline" }))).toEqual({
      ...confirmPrompt,
      elicitation: { step: "sure", action: "decline" },
    });
    expect(await run(() => Promise.resolve({ action: "cancel" }))).toEqual({
      ...confirmPrompt,
      elicitation: { step: "sure", action: "cancel" },
    });
    expect(await run(() => Promise.reject(new Error("timed out")))).toEqual({
      ...confirmPrompt,
      elicitation: { step: "sure", action: "failed", message: "timed out" },
    });
    expect(await run(() => Promise.resolve({ action: "accept", content: { ok: true } }))).toEqual({
      ...confirmPrompt,
      elicitation: { step: "sure", action: "invalid", message: "ok: must be boolean" },
    });
  });

  it("returns the prompt when the answer's advance fails (a throwing action), so the session id is kept", async () => {
    const failing = { advance: (): Promise<DriverOutcome> => Promise.resolve({ ok: false, message: "disk full" }) };
    const outcome = await elicitAnswers({
      result: confirmPrompt,
      driver: failing,
      elicitor: elicitor(() => Promise.resolve({ action: "accept", content: { ok: false } })),
    });
    expect(outcome).toEqual({ ...confirmPrompt, elicitation: { step: "sure", action: "failed", message: "disk full" } });
  });

  it("stops after the limit on a question that keeps coming back", async () => {
    const fake = driver(() => ({
      ...confirmPrompt,
      preamble: undefined,
      completed: { step: "sure", response: { ok: false }, result: { ok: false } },
    }));
    const outcome = await elicitAnswers({
      result: confirmPrompt,
      driver: fake,
      elicitor: elicitor(() => Promise.resolve({ action: "accept", content: { ok: false } })),
    });
    expect(fake.calls).toHaveLength(elicitationLimit);
    expect(outcome.elicited).toHaveLength(elicitationLimit);
  });
});
