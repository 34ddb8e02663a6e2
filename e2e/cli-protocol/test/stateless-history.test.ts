// Acceptance behaviours 28–37 (stateless mode): replayed histories and runs, through the real binary (split from stateless.test.ts).
import { describe, expect, it } from "vitest";
import { runCli } from "@skill-kit/test-utils/run-cli";

const g2k = (...args: string[]) => runCli("g2k", args);
const edge = (name: string, ...args: string[]) => runCli("edge-cases", args, { env: { SKILL_CASE: name } });

describe("history and runs (28–37)", () => {
  it("28: the full g2k path ends in done with finalOutput = the last response", () => {
    const steps: [string, unknown][] = [
      ["greet", { name: "Ada" }],
      ["ask-role", { role: "dev" }],
      ["ask-stack", { languages: ["ts"] }],
      ["ask-hobby", { hobby: "go", wantsMore: false }],
      ["confirm-profile", { approved: true }],
      ["profile-card", { card: "Ada, dev" }],
    ];
    const history: unknown[] = [];
    let last: Record<string, unknown> = {};
    for (const [step, output] of steps) {
      last = g2k("advance", "--step", step, "--output", JSON.stringify(output), "--history", JSON.stringify(history)).json();
      history.push(last["completed"], ...((last["autoAdvanced"] as unknown[] | undefined) ?? []));
    }
    expect(last).toEqual({
      kind: "done",
      done: true,
      finalOutput: { card: "Ada, dev" },
      completed: {
        step: "profile-card",
        response: { card: "Ada, dev" },
        actionResult: { path: "/tmp/8.md" },
        result: { path: "/tmp/8.md" },
      },
    });
  });

  it("29 (decision 6): a malformed history entry is refused, naming it", () => {
    const out = g2k("advance", "--step", "greet", "--output", '{"name":"A"}', "--history", '[{"foo":1}]');
    expect(out.status).toBe(0);
    expect(out.json()).toMatchObject({
      kind: "error",
      retry: false,
      message: expect.stringContaining("History entry 0 is malformed") as unknown,
    });
  });

  it("30 (decision 6): a history response that fails its schema is refused", () => {
    const out = g2k(
      "advance",
      "--step",
      "ask-role",
      "--output",
      '{"role":"dev"}',
      "--history",
      '[{"step":"greet","response":{"name":5}}]',
    );
    expect(out.json()).toMatchObject({
      kind: "error",
      retry: false,
      step: "greet",
      message: expect.stringContaining("fails the step's schema") as unknown,
    });
  });

  it("31 (decision 7): a prompt-less entry is auto-advanced and the preamble is present", () => {
    const start = edge("promptless", "--params", "{}").json();
    expect(start).toMatchObject({
      kind: "prompt",
      step: "ask",
      autoAdvanced: [{ step: "setup", actionResult: { ready: true } }],
    });
    expect(start["preamble"]).toEqual(expect.stringContaining("| Tag | Tool | How to use |"));
  });

  it("32: a step without a schema has schema null and stores {}", () => {
    expect(edge("noschema", "--params", "{}").json()["schema"]).toBeNull();
    expect(edge("noschema", "advance", "--step", "free", "--output", '{"x":1}').json()).toMatchObject({
      kind: "done",
      completed: { response: {} },
    });
  });

  it("33 (decision 5): completed is the agent's step, autoAdvanced the prompt-less one; replay works with either", () => {
    const result = edge("abc", "advance", "--step", "a", "--output", '{"n":4}').json();
    expect(result).toMatchObject({
      step: "c",
      prompt: "<prompt>\nDoubled: 8\n</prompt>",
      completed: { step: "a" },
      autoAdvanced: [{ step: "b", actionResult: { doubled: 8 } }],
    });
    const full = JSON.stringify([result["completed"], ...(result["autoAdvanced"] as unknown[])]);
    expect(edge("abc", "advance", "--step", "c", "--output", '{"ok":true}', "--history", full).json()).toMatchObject({
      kind: "done",
    });
    const onlyCompleted = JSON.stringify([result["completed"]]);
    expect(edge("abc", "advance", "--step", "c", "--output", '{"ok":true}', "--history", onlyCompleted).json()).toMatchObject({
      kind: "error",
      retry: false,
      message: expect.stringContaining('prompt-less step "b" has an action') as unknown,
    });
  });

  it("34: a throwing action: stderr error, empty stdout, exit 1", () => {
    const out = edge("throws", "advance", "--step", "a", "--output", "{}");
    expect(out.status).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toBe('error: Action "inline" failed at step "a": the disk is full\n');
  });

  it("35: a throwing observer is logged and the run proceeds", () => {
    const out = edge("observer", "advance", "--step", "a", "--output", "{}");
    expect(out.status).toBe(0);
    expect(out.json()).toMatchObject({ step: "b" });
    expect(out.stderr).toContain("[skill-kit] observer onStepComplete error: observer down");
  });

  it("36: a self-loop with maxVisits 2 goes to onMaxVisits on the second completion", () => {
    const first = edge("selfloop", "advance", "--step", "loop", "--output", "{}").json();
    expect(first["step"]).toBe("loop");
    expect(
      edge("selfloop", "advance", "--step", "loop", "--output", "{}", "--history", JSON.stringify([first["completed"]])).json()[
        "step"
      ],
    ).toBe("x");
  });

  it("37: a cycle without maxVisits fails on its 10th completion", () => {
    const history = Array.from({ length: 9 }, () => ({ step: "c", response: {} }));
    expect(
      edge("cycle", "advance", "--step", "c", "--output", "{}", "--history", JSON.stringify(history.slice(0, 8))).json()["step"],
    ).toBe("c");
    const out = edge("cycle", "advance", "--step", "c", "--output", "{}", "--history", JSON.stringify(history));
    expect(out.status).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain("implicit limit of 10");
  });

  it("decision 8: an unknown non-local target is an error, exit 1", () => {
    const out = edge("redirect", "advance", "--step", "a", "--output", "{}");
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('"somewhere-else"');
  });

  it("54 (decision 18): --history @file and - lift the argument size ceiling", () => {
    const big = JSON.stringify(Array.from({ length: 6000 }, () => ({ step: "c", response: {} })));
    expect(big.length).toBeGreaterThan(131072);
    const out = runCli("edge-cases", ["advance", "--step", "c", "--output", "{}", "--history", "-"], {
      env: { SKILL_CASE: "cycle" },
      input: big,
    });
    expect(out.status).toBe(0);
    // The whole 160 KB history was read: replay reached the 10th entry and refused it.
    expect(out.json()).toMatchObject({
      kind: "error",
      retry: false,
      message: expect.stringMatching(/History entry 9 .*implicit limit of 10/) as unknown,
    });
  });
});
