import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const interview = fileURLToPath(new URL("../../../examples/interview/src/skill.ts", import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, "graph", ...args], { encoding: "utf8" });

let dir = "";
const composite = `import { skill, terminal } from "@skill-kit/core";

const doctor = skill({ name: "doctor", description: "Diagnoses.", entry: "look" }).step("look", { prompt: "Look.", next: terminal }).build();

export default skill({ name: "desk", description: "A desk.", entry: "pick" })
  .step("pick", { prompt: "Pick.", next: [{ to: "subskill:doctor", when: () => true }, { to: "topic:faq" }] })
  .subskill("doctor", doctor)
  .topic("faq", { label: "FAQ", content: () => "Answers." })
  .build();
`;

beforeAll(() => {
  dir = mkdtempSync(fileURLToPath(new URL("./.tmp-graph-", import.meta.url)));
  writeFileSync(join(dir, "desk.ts"), composite);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("skill-kit graph", () => {
  it("prints the interview as a Mermaid flowchart on stdout", () => {
    const result = run(interview);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "flowchart TD
        start(("start"))
        greet["greet"]
        ask_role["ask-role"]
        ask_stack["ask-stack"]
        ask_hobby["ask-hobby (max 3 visits)"]
        confirm_profile["confirm-profile (max 2 visits)"]
        profile_card["profile-card"]
        end_((("end")))
        start --> greet
        greet --> ask_role
        ask_role -->|"response.role === #quot;dev#quot;"| ask_stack
        ask_role -->|"otherwise"| ask_hobby
        ask_stack --> ask_hobby
        ask_hobby -->|"response.wantsMore"| ask_hobby
        ask_hobby -->|"otherwise"| confirm_profile
        ask_hobby -.->|"after 3 visits"| confirm_profile
        confirm_profile -->|"response.approved"| profile_card
        confirm_profile -->|"otherwise"| greet
        confirm_profile -.->|"after 2 visits"| profile_card
        profile_card --> end_
      "
    `);
  });

  it("prints DOT with --format dot", () => {
    const result = run(interview, "--format", "dot");
    expect(result.status).toBe(0);
    expect(result.stdout.split("\n").slice(0, 6)).toMatchInlineSnapshot(`
      [
        "digraph "profile-interview" {",
        "  rankdir=TB;",
        "  node [shape=box, style=rounded, fontname="Helvetica"];",
        "  edge [fontname="Helvetica"];",
        "  start [label="start", shape=circle];",
        "  greet [label="greet"];",
      ]
    `);
    expect(result.stdout).toContain('confirm_profile -> profile_card [label="after 2 visits", style=dashed];');
  });

  it("draws sub-skills as nested subgraphs and topics as nodes", () => {
    const result = run(join(dir, "desk.ts"));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "flowchart TD
        start(("start"))
        pick["pick"]
        topic_faq[/"topic: faq"/]
        subgraph sub_doctor["subskill: doctor"]
          doctor_look["look"]
          doctor_end((("end")))
        end
        start --> pick
        pick ==>|"true"| doctor_look
        pick ==>|"otherwise"| topic_faq
        doctor_look --> doctor_end
      "
    `);
  });

  it("writes the diagram to a file with -o", () => {
    const out = join(dir, "interview.mmd");
    const result = run(interview, "-o", out);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("");
    expect(readFileSync(out, "utf8")).toBe(run(interview).stdout);
  });

  it("exits 2 on usage errors: no entry, an unknown flag, a bad format", () => {
    expect(run().status).toBe(2);
    expect(run(interview, "--color").status).toBe(2);
    const format = run(interview, "--format", "svg");
    expect(format.status).toBe(2);
    expect(format.stderr).toBe('error: --format must be one of mermaid, dot; found "svg"\n');
  });

  it("exits 1 for an entry that cannot be loaded", () => {
    expect(run(join(dir, "missing.ts")).status).toBe(1);
  });
});
