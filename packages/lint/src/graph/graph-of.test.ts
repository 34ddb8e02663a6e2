import { reference, skill, terminal, type } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { graphOf } from "./graph-of.js";
import { conditionSource } from "./step-edges.js";
import { toDot } from "./to-dot.js";
import { toMermaid } from "./to-mermaid.js";

const doctor = skill({ name: "doctor", description: "Diagnoses.", entry: "diagnose" })
  .step("diagnose", { prompt: "What is wrong?", next: "fix" })
  .step("fix", { prompt: "Fix it.", next: terminal })
  .build();

const isBug = ({ response }: { readonly response: { readonly need: string } }): boolean => response.need === "bug";

const desk = skill({ name: "help-desk", description: "A help desk.", entry: "triage" })
  .step("triage", {
    prompt: "What do you need?",
    response: type({ need: "'bug'|'faq'|'other'" }),
    next: [
      { to: "subskill:doctor", when: isBug },
      { to: "topic:faq", when: ({ response }) => response.need === "faq" },
      { to: "gather" },
    ],
  })
  .step("gather", { next: "ask-more" })
  .step("ask-more", {
    prompt: "Anything else?",
    response: type({ more: "boolean" }),
    next: [{ to: "self", when: ({ response }) => response.more }, { to: "route" }],
    maxVisits: 3,
    onMaxVisits: "route",
  })
  .step("route", { prompt: "Where next?", next: () => "wrap-up", targets: ["wrap-up", "triage"] })
  .step("wrap-up", { prompt: "Wrap up.", next: () => terminal })
  .subskill("doctor", doctor)
  .topic("faq", { label: "FAQ", content: () => "Answers." })
  .build();

describe("graphOf", () => {
  it("renders branches, a guarded loop, a prompt-less step, function transitions, a sub-skill and a topic as Mermaid", () => {
    expect(toMermaid(graphOf(desk))).toMatchInlineSnapshot(`
      "flowchart TD
        start(("start"))
        triage["triage"]
        gather[["gather (no prompt)"]]
        ask_more["ask-more (max 3 visits)"]
        route["route"]
        wrap_up["wrap-up"]
        topic_faq[/"topic: faq"/]
        dynamic{{"dynamic"}}
        subgraph sub_doctor["subskill: doctor"]
          doctor_diagnose["diagnose"]
          doctor_fix["fix"]
          doctor_end((("end")))
        end
        start --> triage
        triage ==>|"isBug"| doctor_diagnose
        triage ==>|"response.need === #quot;faq#quot;"| topic_faq
        triage -->|"otherwise"| gather
        gather --> ask_more
        ask_more -->|"response.more"| ask_more
        ask_more -->|"otherwise"| route
        ask_more -.->|"after 3 visits"| route
        route -.->|"function"| wrap_up
        route -.->|"function"| triage
        wrap_up -.->|"function"| dynamic
        doctor_diagnose --> doctor_fix
        doctor_fix --> doctor_end
      "
    `);
  });

  it("renders the same graph as DOT", () => {
    expect(toDot(graphOf(desk))).toMatchInlineSnapshot(`
      "digraph "help-desk" {
        rankdir=TB;
        node [shape=box, style=rounded, fontname="Helvetica"];
        edge [fontname="Helvetica"];
        start [label="start", shape=circle];
        triage [label="triage"];
        gather [label="gather (no prompt)", style="rounded,dashed"];
        ask_more [label="ask-more (max 3 visits)"];
        route [label="route"];
        wrap_up [label="wrap-up"];
        topic_faq [label="topic: faq", shape=note];
        dynamic [label="dynamic", shape=hexagon];
        subgraph cluster_sub_doctor {
          label="subskill: doctor";
          doctor_diagnose [label="diagnose"];
          doctor_fix [label="fix"];
          doctor_end [label="end", shape=doublecircle];
        }
        start -> triage;
        triage -> doctor_diagnose [label="isBug", style=bold];
        triage -> topic_faq [label="response.need === \\"faq\\"", style=bold];
        triage -> gather [label="otherwise"];
        gather -> ask_more;
        ask_more -> ask_more [label="response.more"];
        ask_more -> route [label="otherwise"];
        ask_more -> route [label="after 3 visits", style=dashed];
        route -> wrap_up [label="function", style=dashed];
        route -> triage [label="function", style=dashed];
        wrap_up -> dynamic [label="function", style=dashed];
        doctor_diagnose -> doctor_fix;
        doctor_fix -> doctor_end;
      }
      "
    `);
  });

  it("gives every node a safe, unique id", () => {
    const tricky = skill({ name: "tricky", description: "Tricky.", entry: "end" })
      .step("end", { prompt: "A step named end.", next: "a-b" })
      .step("a-b", { prompt: "Dash.", next: "a_b" })
      .step("a_b", { prompt: "Underscore.", next: "1st" })
      .step("1st", { prompt: "Digit.", next: terminal })
      .build();
    const ids = graphOf(tricky).nodes.map((node) => node.id);
    expect(ids).toEqual(["start", "end_", "a_b", "a_b_2", "n_1st", "end__2"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("draws a reference skill as its topics", () => {
    const patterns = reference({ name: "patterns", description: "Patterns." })
      .topic("errors", { label: "Errors", content: () => "…" })
      .build();
    expect(toMermaid(graphOf(patterns))).toBe('flowchart TD\n  topic_errors[/"topic: errors"/]\n');
  });

  it("quotes labels so a quote or a tag in a name cannot break the diagram", () => {
    const odd = skill({ name: 'say "hi"', description: "Odd.", entry: 'quote"<b>' })
      .step('quote"<b>', { prompt: "Q", next: terminal })
      .build();
    expect(toMermaid(graphOf(odd))).toContain('quote__b_["quote#quot;#lt;b#gt;"]');
    expect(toDot(graphOf(odd))).toContain('digraph "say \\"hi\\"" {');
  });
});

describe("conditionSource", () => {
  it("draws the expression an inline arrow returns, whitespace collapsed", () => {
    expect(conditionSource(({ response }: { response: { ok: boolean } }) => response.ok)).toBe("response.ok");
  });

  it("cuts a long expression at 40 characters with an ellipsis", () => {
    const label = conditionSource(
      ({ response }: { response: { text: string } }) => response.text.length > 1000 && response.text.includes("approved"),
    );
    expect(label).toHaveLength(40);
    expect(label?.endsWith("…")).toBe(true);
  });

  it("has nothing to draw for a block body or a function expression, so the edge says when #i", () => {
    expect(
      conditionSource(() => {
        return true;
      }),
    ).toBeUndefined();
    expect(
      conditionSource(function (): boolean {
        return true;
      }),
    ).toBeUndefined();
  });
});
