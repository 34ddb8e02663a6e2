// Acceptance behaviours 1–37 of protocol.md §19 (stateless mode), through the real binary.
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

const g2k = (...args: string[]) => runCli("g2k", args);
const edge = (name: string, ...args: string[]) => runCli("edge-cases", args, { env: { SKILL_CASE: name } });

describe("help (1–3)", () => {
  it.each([[[]], [["--help"]], [["start", "--params", "{}", "-h"]], [["bogus"]]])("%j prints help to stderr, exit 0", (args) => {
    const out = g2k(...args);
    expect(out.status).toBe(0);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain("Usage:");
  });
});

describe("start (4–13)", () => {
  it("4, 6, 7: one JSON line with kind,step,preamble,prompt,schema", () => {
    const out = g2k("--params", "{}");
    expect(out.status).toBe(0);
    expect(out.stdout.endsWith("}\n") && out.stdout.split("\n").length).toBe(2);
    const start = out.json();
    expect(Object.keys(start)).toEqual(["kind", "step", "preamble", "prompt", "schema"]);
    expect(start).toMatchObject({ kind: "prompt", step: "greet" });
    expect(start["schema"]).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { name: { type: "string" } },
      required: ["name"],
    });
    const preamble = String(start["preamble"]);
    expect(preamble.startsWith("You are a friendly interviewer.\n\n")).toBe(true);
    const rows = preamble.split("\n").filter((line) => line.startsWith("| `<"));
    expect(rows.map((row) => /`<([a-z-]+)>`/.exec(row)?.[1])).toEqual([
      "system",
      "prompt",
      "ask-user",
      "confirm",
      "plan",
      "checklist",
      "subagent",
      "survey",
      "rendered",
    ]);
    expect(preamble).toContain("| Tag | Tool | How to use |");
  });

  it("5: start with no flags equals --params '{}'", () => {
    expect(g2k("start").stdout).toBe(g2k("--params", "{}").stdout);
  });

  const toolCells = (...args: string[]) =>
    String(g2k("--params", "{}", ...args).json()["preamble"])
      .split("\n")
      .filter((line) => line.startsWith("| `<"))
      .map((row) => row.split("|")[2]?.trim());

  it("8: claude-code tool cells", () => {
    expect(toolCells("--host", "claude-code")).toEqual([
      "—",
      "—",
      "AskUserQuestion",
      "AskUserQuestion",
      "EnterPlanMode",
      "TaskCreate",
      "Agent",
      "AskUserQuestion",
      "—",
    ]);
  });

  it("9: generic and unknown hosts have no tools", () => {
    expect(new Set(toolCells("--host", "generic"))).toEqual(new Set(["—"]));
    expect(new Set(toolCells("--host", "no-such-host"))).toEqual(new Set(["—"]));
  });

  it("10: codex with tools is the union, items trimmed", () => {
    const cells = toolCells("--host", "codex", "--tools", "AskUserQuestion, TaskCreate");
    expect(cells.slice(2, 7)).toEqual(["AskUserQuestion", "AskUserQuestion", "update_plan", "TaskCreate", "spawn_agent"]);
  });

  it("12, 13: gemini-cli names both tracker tools; cline asks survey questions one at a time", () => {
    const gemini = String(g2k("--host", "gemini-cli").json()["preamble"]);
    const checklistRow = gemini.split("\n").find((line) => line.startsWith("| `<checklist>`")) ?? "";
    expect(checklistRow).toContain("tracker-create-task");
    expect(checklistRow).toContain("tracker-update-task");
    const cline = String(g2k("--host", "cline").json()["preamble"]);
    expect(cline.split("\n").find((line) => line.startsWith("| `<survey>`"))).toMatch(/one at a time/i);
  });

  it("2 (decision 2): --subagent is honoured in stateless mode", () => {
    const cells = toolCells("--host", "claude-code", "--tools", "Bash,Read", "--subagent");
    expect(new Set(cells)).toEqual(new Set(["—"]));
  });
});

describe("advance (14–22)", () => {
  it("14: greet → ask-role with completed, no preamble", () => {
    const out = g2k("advance", "--step", "greet", "--output", '{"name":"Ada"}', "--history", "[]");
    expect(out.status).toBe(0);
    const result = out.json();
    expect(result).toMatchObject({
      kind: "prompt",
      step: "ask-role",
      completed: { step: "greet", response: { name: "Ada" }, result: { name: "Ada" } },
    });
    expect(result).not.toHaveProperty("preamble");
  });

  it("15: invalid output is a retryable error on stdout, exit 0", () => {
    const out = g2k("advance", "--step", "greet", "--output", '{"nom":"Ada"}');
    expect(out.status).toBe(0);
    expect(out.json()).toEqual({
      kind: "error",
      error: "validation",
      step: "greet",
      message: "name: name must be a string (was missing)",
      retry: true,
    });
  });

  it("16: an unknown step is refused without retry, exit 0", () => {
    const out = g2k("advance", "--step", "nope", "--output", "{}");
    expect(out.status).toBe(0);
    expect(out.json()).toMatchObject({ kind: "error", retry: false, message: expect.stringContaining("nope") as unknown });
  });

  it.each([[["--step", "greet"]], [["--output", "{}"]]])("17: advance %j without both flags: stderr error, exit 1", (flags) => {
    const out = g2k("advance", ...flags);
    expect(out.status).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(/^error: /);
  });

  it("18: malformed --output JSON: stderr error with the parse message, exit 1", () => {
    const out = g2k("advance", "--step", "greet", "--output", "notjson");
    expect(out.status).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(/^error: --output is not valid JSON: .*JSON/);
  });

  it("19: invalid params name the skill and the field, exit 1", () => {
    const out = g2k("--params", '{"greeting":5}');
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('"get-to-know-you"');
    expect(out.stderr).toContain("greeting");
  });

  it("20, 21: defaults apply without --params; the last --params wins", () => {
    expect(g2k("advance", "--step", "greet", "--output", '{"name":"A"}').status).toBe(0);
    expect(String(g2k("--params", '{"greeting":"A"}', "--params", '{"greeting":"Howdy"}').json()["prompt"])).toContain("Howdy!");
  });

  it("22: the ask-role prompt is a structured ask-user block with 4 options", () => {
    const prompt = String(g2k("advance", "--step", "greet", "--output", '{"name":"Ada"}').json()["prompt"]);
    expect(prompt.startsWith('<ask-user type="structured" question="What is your role, Ada?">')).toBe(true);
    expect(
      prompt.split("\n").filter((line) => /^ {2}<option value="[^"]+" label="[^"]+">[^<]+<\/option>$/.test(line)),
    ).toHaveLength(4);
  });
});

describe("primitives in prompts (23–27)", () => {
  const walk = () => {
    const a = edge("pieces", "--params", "{}").json();
    const b = edge("pieces", "advance", "--step", "a", "--output", "{}").json();
    const history = JSON.stringify([b["completed"]]);
    const c = edge("pieces", "advance", "--step", "b", "--output", "{}", "--history", history).json();
    const d = edge(
      "pieces",
      "advance",
      "--step",
      "c",
      "--output",
      "{}",
      "--history",
      JSON.stringify([b["completed"], c["completed"]]),
    ).json();
    return [a, b, c, d].map((result) => String(result["prompt"]));
  };

  it("23, 25, 26, 27: confirm, survey blocks, subagent and prompt arrays render exactly", () => {
    const [a, b, c, d] = walk();
    expect(a).toBe('<system>persona</system>\n\n<rendered name="count">\nx\n</rendered>\n\n<prompt>\nSay a number.\n</prompt>');
    expect(b).toBe('<confirm default="no">Go?</confirm>\n\n<confirm default="yes" destructive="true">Wipe?</confirm>');
    expect(c?.split("\n\n")).toHaveLength(2);
    expect(c?.match(/<question /g)).toHaveLength(5);
    expect(c).toContain('  <question header="H1" text="Q1?">');
    expect(d).toBe('<subagent no-recurse="demo">do</subagent>\n\n<subagent>do</subagent>');
  });
});

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
