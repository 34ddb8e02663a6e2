import { describe, expect, it } from "vitest";
import { buildPreamble } from "./build-preamble.js";
import { createHandshake } from "./handshake.js";
import { parseToolList } from "./parse-tool-list.js";

const preamble = (options: Parameters<typeof createHandshake>[0], system?: string): string =>
  buildPreamble(system === undefined ? { handshake: createHandshake(options) } : { handshake: createHandshake(options), system });

/** The table rows (after header and separator) as [tag, tool, instruction] cells. */
function rows(text: string): string[][] {
  const lines = text.split("\n");
  const header = lines.indexOf("| Tag | Tool | How to use |");
  return lines.slice(header + 2).map((line) => line.slice(2, -2).split(" | "));
}

const toolCells = (text: string): string[] => rows(text).map((cells) => cells[1] ?? "");
const rowOf = (text: string, tag: string): string => text.split("\n").find((line) => line.startsWith(`| \`<${tag}>\``)) ?? "";

describe("buildPreamble", () => {
  it("lays out orientation, the xml line and the table for generic", () => {
    expect(preamble({ host: "generic" })).toMatchInlineSnapshot(`
      "You are running a structured workflow driven by a skill CLI.
      Each step gives you a prompt and a JSON schema for your output.
      Follow the prompt, then return output that matches the schema.

      Step prompts use the XML tags below; follow their sections in order.

      | Tag | Tool | How to use |
      |-----|------|-----------|
      | \`<system>\` | — | Persona and tone: follow it in everything you say and do. |
      | \`<prompt>\` | — | The task of this step: do what it says. |
      | \`<ask-user>\` | — | type="open": ask in plain text. type="structured": show the \`<option>\`s as a numbered list with any \`<preview>\`, and accept only a listed value (several with multi-select). |
      | \`<confirm>\` | — | Ask the user to reply "yes, proceed" or "no, cancel"; no clear reply means the \`default\`. If destructive="true", spell out the consequences first. |
      | \`<plan>\` | — | Show the summary and the \`<step>\`s as a numbered list; ask the user to proceed or revise. |
      | \`<checklist>\` | — | Keep a visible checklist of the \`<item>\`s and update it as each one changes. |
      | \`<subagent>\` | — | Do the enclosed task yourself, inline, and return a structured result. Never run the skill named in \`no-recurse\`. |
      | \`<survey>\` | — | Ask the \`<question>\`s one at a time as numbered choices, showing any \`<preview>\`; collect every answer, keyed by question text. |
      | \`<rendered>\` | — | Output the content verbatim: no edits, no commentary. |"
    `);
  });

  it("has 3 orientation lines, a blank, the xml line, a blank, header, separator and 9 rows", () => {
    const lines = preamble({ host: "generic" }).split("\n");
    expect(lines).toHaveLength(3 + 1 + 1 + 1 + 2 + 9);
    expect(lines[3]).toBe("");
    expect(lines[5]).toBe("");
    expect(lines[6]).toBe("| Tag | Tool | How to use |");
    expect(lines[7]).toBe("|-----|------|-----------|");
    const tags = rows(lines.join("\n")).map((cells) => cells[0]);
    expect(tags).toEqual(
      ["system", "prompt", "ask-user", "confirm", "plan", "checklist", "subagent", "survey", "rendered"].map(
        (tag) => `\`<${tag}>\``,
      ),
    );
    expect(preamble({ host: "generic" }).endsWith("\n")).toBe(false);
  });

  it("shows — in every tool cell for generic and unknown hosts (acceptance 9)", () => {
    expect(toolCells(preamble({ host: "generic" }))).toEqual(Array<string>(9).fill("—"));
    expect(toolCells(preamble({ host: "windsurf" }))).toEqual(Array<string>(9).fill("—"));
    expect(preamble({ host: "windsurf" })).toBe(preamble({ host: "generic" }));
  });

  it("resolves claude-code's tools (acceptance 8)", () => {
    const text = preamble({ host: "claude-code" });
    expect(toolCells(text)).toEqual([
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
    expect(rowOf(text, "checklist")).toContain("TaskCreate");
    expect(rowOf(text, "checklist")).toContain("TaskUpdate");
    expect(rowOf(text, "survey")).toContain("ONE AskUserQuestion call");
  });

  it("renders codex with its own tools", () => {
    expect(preamble({ host: "codex" })).toMatchInlineSnapshot(`
      "You are running a structured workflow driven by a skill CLI.
      Each step gives you a prompt and a JSON schema for your output.
      Follow the prompt, then return output that matches the schema.

      Step prompts use the XML tags below; follow their sections in order.

      | Tag | Tool | How to use |
      |-----|------|-----------|
      | \`<system>\` | — | Persona and tone: follow it in everything you say and do. |
      | \`<prompt>\` | — | The task of this step: do what it says. |
      | \`<ask-user>\` | request_user_input | type="open": ask in plain text, no tool. type="structured": offer the \`<option>\`s with request_user_input, mapping header and \`<preview>\` to its fields; return the chosen value(s). |
      | \`<confirm>\` | request_user_input | Ask yes or no with request_user_input, preselecting the \`default\`. If destructive="true", spell out the consequences first. |
      | \`<plan>\` | update_plan | Enter plan mode with update_plan, giving it the summary and the \`<step>\`s; wait until the user approves or revises. |
      | \`<checklist>\` | — | Keep a visible checklist of the \`<item>\`s and update it as each one changes. |
      | \`<subagent>\` | spawn_agent | Spawn an isolated agent with spawn_agent for the enclosed task and return its output. Tell it to pass --subagent to the skill CLI and never to run the skill named in \`no-recurse\`. |
      | \`<survey>\` | request_user_input | Ask all \`<question>\`s in ONE request_user_input call (header, options, multi-select, previews); return the answers keyed by question text. |
      | \`<rendered>\` | — | Output the content verbatim: no edits, no commentary. |"
    `);
  });

  it("uses the union for codex + AskUserQuestion, TaskCreate (acceptance 10)", () => {
    const text = preamble({ host: "codex", tools: parseToolList("AskUserQuestion, TaskCreate") });
    expect(toolCells(text)).toEqual([
      "—",
      "—",
      "AskUserQuestion",
      "AskUserQuestion",
      "update_plan",
      "TaskCreate",
      "spawn_agent",
      "AskUserQuestion",
      "—",
    ]);
  });

  it("shows — for every primitive for claude-code + Bash,Read as a subagent (acceptance 11)", () => {
    const text = preamble({ host: "claude-code", tools: ["Bash", "Read"], isSubagent: true });
    expect(toolCells(text)).toEqual(Array<string>(9).fill("—"));
  });

  it("names both tracker tools in gemini-cli's checklist row (acceptance 12)", () => {
    const row = rowOf(preamble({ host: "gemini-cli" }), "checklist");
    expect(row).toContain("tracker-create-task");
    expect(row).toContain("tracker-update-task");
  });

  it("asks survey questions one at a time on cline (acceptance 13)", () => {
    const row = rowOf(preamble({ host: "cline" }), "survey");
    expect(row).toContain("ask_followup_question");
    expect(row).toContain("one at a time");
    expect(row).not.toContain("ONE");
  });

  it("re-invokes a checklist tool without an update twin", () => {
    expect(rowOf(preamble({ host: "opencode" }), "checklist")).toContain("call todo again");
  });

  it("tells a spawned subagent to pass --subagent and honours no-recurse", () => {
    const row = rowOf(preamble({ host: "claude-code" }), "subagent");
    expect(row).toContain("--subagent");
    expect(row).toContain("no-recurse");
    expect(rowOf(preamble({ host: "generic" }), "subagent")).toContain("no-recurse");
  });

  it("puts the system text and a blank line first (acceptance 7)", () => {
    const system = "You are a warm interviewer.";
    const text = preamble({ host: "claude-code" }, system);
    expect(text).toBe(`${system}\n\n${preamble({ host: "claude-code" })}`);
    expect(text.startsWith(`${system}\n\n`)).toBe(true);
    expect(text).toContain("| Tag | Tool | How to use |");
    expect(rows(text)).toHaveLength(9);
  });

  it("ignores an empty system text", () => {
    expect(preamble({ host: "generic" }, "")).toBe(preamble({ host: "generic" }));
  });

  it("keeps every row a well-formed three-cell table row", () => {
    for (const host of ["generic", "claude-code", "codex", "opencode", "gemini-cli", "cline", "roo-code"]) {
      expect(rows(preamble({ host })).every((cells) => cells.length === 3)).toBe(true);
    }
  });
});
