// Acceptance behaviours 1–37 of protocol.md §19 (stateless mode), through the real binary.
import { describe, expect, it } from "vitest";
import { runCli } from "@skill-kit/test-utils/run-cli";

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
