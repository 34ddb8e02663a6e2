import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CompositeRun, type ReferenceLoader } from "@skill-kit/core";
import { mockModel, runComposite, type MockModel } from "@skill-kit/core/testing";
import { describe, expect, it } from "vitest";
import helpDesk from "./skill.js";

const folder = fileURLToPath(new URL("references/", import.meta.url));
const refs: ReferenceLoader = {
  load: (file) => readFileSync(join(folder, file), "utf8"),
  asset: (path) => join(folder, "..", path),
};
const welcome = { product: "Inkpad desktop", version: "3.2" };
const bug = { need: "bug", summary: "Search freezes on long notes" };

/** A scripted model that also keeps the last prompt shown for each (qualified) step. */
const recording = (answers: Readonly<Record<string, unknown>>): { model: MockModel; prompts: Map<string, string> } => {
  const prompts = new Map<string, string>();
  const scripted = mockModel(answers);
  const model: MockModel = {
    respond: (step, prompt) => {
      prompts.set(step, prompt);
      return scripted.respond(step, prompt);
    },
  };
  return { model, prompts };
};

describe("help-desk dispatcher", () => {
  it("asks a structured question whose option values are exactly what the response accepts", async () => {
    const { model, prompts } = recording({ welcome, choose: { need: "docs", summary: "?" }, "pick-topic": { topic: "install" } });
    await runComposite(helpDesk, { model, refs });
    expect(prompts.get("choose")).toMatchInlineSnapshot(`
      "<ask-user type="structured" header="Need" question="How can we help with Inkpad desktop?">
        <option value="bug" label="Something is broken">Report a bug</option>
        <option value="feature" label="I have an idea">Request a feature</option>
        <option value="docs" label="How do I…?">Read a short guide</option>
      </ask-user>

      <prompt>
      Reply with the chosen value as \`need\`, and the user's words in one line as \`summary\`.
      </prompt>"
    `);
    const schema = helpDesk.steps["choose"]?.config.response;
    const offered = [...(prompts.get("choose") ?? "").matchAll(/value="([^"]+)"/g)].map((match) => match[1]);
    expect(offered.map((value) => schema?.allows({ need: value, summary: "s" }))).toEqual([true, true, true]);
    expect(schema?.allows({ need: "billing", summary: "s" })).toBe(false);
  });

  it("routes a bug to bug-report, mapping product and version from the store and summary from the response", async () => {
    const { model, prompts } = recording({
      welcome,
      choose: bug,
      "bug-report/reproduce": { steps: ["open a 5 MB note", "press Ctrl+K"], reproducible: false },
      "bug-report/collect-logs": { logs: "inkpad.log attached", lastSeen: "this morning" },
      "bug-report/file-report": { send: true },
    });
    const run = await runComposite(helpDesk, { model });
    expect(run.path).toEqual(["welcome", "choose", "bug-report/reproduce", "bug-report/collect-logs", "bug-report/file-report"]);
    expect(run.redirectedTo).toEqual({ kind: "subskill", name: "bug-report" });
    expect(run.output).toEqual({ send: true });
    expect(prompts.get("bug-report/reproduce")).toContain(
      'The user reports a problem with Inkpad desktop 3.2: "Search freezes on long notes".',
    );
    expect(prompts.get("bug-report/file-report")).toMatchInlineSnapshot(`
      "<rendered name="report">
      ## Bug: Search freezes on long notes

      product       Inkpad desktop 3.2
      steps         open a 5 MB note → press Ctrl+K
      reproducible  no
      logs          inkpad.log attached
      </rendered>

      <prompt>
      Show the report above to the user exactly as written, and ask whether to send it.
      </prompt>"
    `);
  });

  it("routes an idea to feature-request, mapping product and idea (version is optional and not mapped)", async () => {
    const { model, prompts } = recording({
      welcome: { product: "Inkpad web" },
      choose: { need: "feature", summary: "A dark theme" },
      "feature-request/clarify": { audience: "night owls", benefit: "less eye strain" },
      "feature-request/prioritise": { priority: "soon" },
    });
    const run = await runComposite(helpDesk, { model });
    expect(run.path).toEqual(["welcome", "choose", "feature-request/clarify", "feature-request/prioritise"]);
    expect(run.transcript.map((entry) => entry.step)).toEqual([
      "welcome",
      "choose",
      "feature-request/clarify",
      "feature-request/prioritise",
    ]);
    expect(run.output).toEqual({ priority: "soon" });
    expect(prompts.get("feature-request/clarify")).toContain(
      'The user would like Inkpad web to do something new: "A dark theme".',
    );
  });

  it("answers the install topic from references/install.md", async () => {
    const run = await runComposite(helpDesk, {
      model: mockModel({ welcome, choose: { need: "docs", summary: "How to update" }, "pick-topic": { topic: "install" } }),
      refs,
    });
    expect(run.path).toEqual(["welcome", "choose", "pick-topic"]);
    expect(run.redirectedTo).toEqual({ kind: "topic", name: "install" });
    expect(run.output).toEqual({ topic: "install", content: readFileSync(join(folder, "install.md"), "utf8") });
  });

  it("answers the inline shortcuts topic, which needs no reference files", async () => {
    const run = await runComposite(helpDesk, {
      model: mockModel({ welcome, choose: { need: "docs", summary: "Shortcuts?" }, "pick-topic": { topic: "shortcuts" } }),
    });
    expect(run.output).toMatchInlineSnapshot(`
      {
        "content": "## Keyboard shortcuts

      | keys | action |
      | --- | --- |
      | Ctrl+N | new note |
      | Ctrl+K | search every note |
      | Ctrl+Shift+P | pin or unpin the note |
      | Ctrl+/ | show all shortcuts |",
        "topic": "shortcuts",
      }
    `);
  });

  it("recomputes the mapped params when a stateless history is replayed", () => {
    const run = CompositeRun.dispatch(helpDesk, { refs });
    run.replay([
      { step: "welcome", response: welcome },
      { step: "choose", response: bug },
      { step: "bug-report/reproduce", response: { steps: ["press Ctrl+K"], reproducible: true } },
    ]);
    expect(run.active.pendingStep).toBe("bug-report/file-report");
    expect(run.active.params).toEqual({ ...welcome, summary: bug.summary });
    expect(run.active.pendingPrompt()?.prompt).toContain("product       Inkpad desktop 3.2");
  });
});

describe("help-desk sub-skills started directly", () => {
  it("starts feature-request with its own params", async () => {
    const run = await runComposite(helpDesk, {
      directSubskill: "feature-request",
      params: { product: "Inkpad phone", idea: "Widgets" },
      model: mockModel({
        "feature-request/clarify": { audience: "commuters", benefit: "one-tap capture" },
        "feature-request/prioritise": { priority: "someday" },
      }),
    });
    expect(run.path).toEqual(["feature-request/clarify", "feature-request/prioritise"]);
    expect(run.output).toEqual({ priority: "someday" });
  });

  it("starts bug-report with a default version, and refuses a start without its required summary", async () => {
    const { model, prompts } = recording({
      "bug-report/reproduce": { steps: ["sync"], reproducible: true },
      "bug-report/file-report": { send: false },
    });
    const run = await runComposite(helpDesk, {
      directSubskill: "bug-report",
      params: { product: "Inkpad web", summary: "Sync stalls" },
      model,
    });
    expect(run.path).toEqual(["bug-report/reproduce", "bug-report/file-report"]);
    expect(prompts.get("bug-report/reproduce")).toContain("Inkpad web unknown");
    await expect(
      runComposite(helpDesk, { directSubskill: "bug-report", params: { product: "Inkpad web" }, model }),
    ).rejects.toThrow(/Invalid params for skill "bug-report"/);
  });
});
