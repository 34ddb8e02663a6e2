import { WorkflowEngine } from "@skill-kit/core";
import { mockModel, runSkill, type MockModel } from "@skill-kit/core/testing";
import { beforeAll, describe, expect, it } from "vitest";
import showcase from "./skill.js";

const answers = {
  name: { name: "Tide Tables" },
  extras: { extras: ["tests", "docs"] },
  setup: { license: "MIT", runtime: "node" },
  wipe: { confirmed: true },
  outline: { approved: true },
  track: { created: 4 },
  scaffold: { files: ["package.json", "src/index.test.ts", "README.md"], notes: "Node 20, ESM" },
  summary: {},
};

/** Runs the whole skill and keeps the prompt shown at each step. */
async function runRecorded(overrides: Readonly<Record<string, unknown>> = {}) {
  const prompts = new Map<string, string>();
  const scripted = mockModel({ ...answers, stop: {}, ...overrides });
  const model: MockModel = {
    respond: (step, prompt) => {
      prompts.set(step, prompt);
      return scripted.respond(step, prompt);
    },
  };
  return { run: await runSkill(showcase, { params: { folder: "tide-tables" }, model }), prompts };
}

describe("primitives-showcase: the whole run", () => {
  let recorded: Awaited<ReturnType<typeof runRecorded>>;
  beforeAll(async () => {
    recorded = await runRecorded();
  });
  const prompt = (step: string): string | undefined => recorded.prompts.get(step);

  it("visits every primitive's step and ends with the summary", () => {
    expect(recorded.run.path).toEqual(["name", "extras", "setup", "wipe", "outline", "track", "scaffold", "summary"]);
    expect(recorded.run.store.steps["scaffold"]).toEqual(answers.scaffold);
    expect(recorded.run.response).toEqual({});
  });

  it("system + askUser open", () => {
    expect(prompt("name")).toMatchInlineSnapshot(`
      "<system>You are a calm project assistant. Keep every message short.</system>

      <ask-user type="open" question="What should the project be called?" />"
    `);
  });

  it("askUser structured, multi-select, with previews", () => {
    expect(prompt("extras")).toMatchInlineSnapshot(`
      "<ask-user type="structured" header="Extras" question="Which extras should it start with?" multi-select="true">
        <option value="lint" label="Linting">ESLint, strict
          <preview>eslint.config.js</preview>
        </option>
        <option value="tests" label="Tests">Vitest and a sample test
          <preview>src/index.test.ts</preview>
        </option>
        <option value="ci" label="CI">Runs lint and tests on every push
          <preview>.github/workflows/ci.yml</preview>
        </option>
        <option value="docs" label="Docs">README and CONTRIBUTING
          <preview>README.md
      CONTRIBUTING.md</preview>
        </option>
      </ask-user>"
    `);
  });

  it("survey with two questions", () => {
    expect(prompt("setup")).toMatchInlineSnapshot(`
      "<survey>
        <question header="Licence" text="Which licence?">
          <option value="MIT" label="MIT"></option>
          <option value="Apache-2.0" label="Apache 2.0"></option>
          <option value="none" label="None yet"></option>
        </question>
        <question header="Runtime" text="Which runtime will it target?">
          <option value="node" label="Node.js"></option>
          <option value="bun" label="Bun"></option>
          <option value="deno" label="Deno"></option>
        </question>
      </survey>

      <prompt>
      Reply with the chosen values as \`license\` and \`runtime\`.
      </prompt>"
    `);
  });

  it("confirm, destructive", () => {
    expect(prompt("wipe")).toMatchInlineSnapshot(
      `"<confirm default="no" destructive="true">Delete everything in ./tide-tables and start fresh there?</confirm>"`,
    );
  });

  it("plan, from the answers so far", () => {
    expect(prompt("outline")).toMatchInlineSnapshot(`
      "<plan summary="Set up Tide Tables">
        <step>Create ./tide-tables with a package.json</step>
        <step>Add Vitest and one sample test</step>
        <step>Write README.md and CONTRIBUTING.md</step>
        <step>Make the first commit</step>
      </plan>"
    `);
  });

  it("checklist", () => {
    expect(prompt("track")).toMatchInlineSnapshot(`
      "<checklist>
        <item status="pending">Create ./tide-tables with a package.json</item>
        <item status="pending">Add Vitest and one sample test</item>
        <item status="pending">Write README.md and CONTRIBUTING.md</item>
        <item status="pending">Make the first commit</item>
      </checklist>"
    `);
  });

  it("subagent, which names this skill in no-recurse", () => {
    expect(prompt("scaffold")).toMatchInlineSnapshot(
      `"<subagent no-recurse="primitives-showcase">Create the project "Tide Tables" in ./tide-tables (node, licence MIT) with these extras: tests, docs. Reply with the files you created and any notes.</subagent>"`,
    );
  });

  it("view with section and kv", () => {
    expect(prompt("summary")).toMatchInlineSnapshot(`
      "<rendered name="summary">
      ## Tide Tables

      folder   ./tide-tables
      runtime  node
      licence  MIT
      files    package.json, src/index.test.ts, README.md
      </rendered>

      <prompt>
      Show the summary above to the user exactly as written.
      </prompt>"
    `);
  });
});

describe("primitives-showcase: answers and branches", () => {
  it("stops without touching anything when the destructive confirm is declined", async () => {
    const { run } = await runRecorded({ wipe: { confirmed: false } });
    expect(run.path).toEqual(["name", "extras", "setup", "wipe", "stop"]);
  });

  it("stops when the outline is not approved", async () => {
    const { run } = await runRecorded({ outline: { approved: false } });
    expect(run.path).toEqual(["name", "extras", "setup", "wipe", "outline", "stop"]);
  });

  it("refuses answers outside what a primitive offered, and lets the agent retry", async () => {
    const engine = new WorkflowEngine(showcase, {});
    await engine.start();
    await engine.advance("name", answers.name);
    const wrong = await engine.advance("extras", { extras: ["lint", "rust"] });
    expect(wrong).toMatchObject({ kind: "error", step: "extras", retry: true });
    const next = await engine.advance("extras", { extras: [] });
    expect(next).toMatchObject({ kind: "prompt", step: "setup" });
    expect(await engine.advance("setup", { license: "GPL", runtime: "node" })).toMatchObject({ kind: "error", retry: true });
    expect(await engine.advance("setup", { license: "none", runtime: "deno" })).toMatchObject({ kind: "prompt", step: "wipe" });
  });

  it("checks the subagent's reply against the output schema it was given", async () => {
    await expect(runRecorded({ scaffold: { files: "package.json" } })).rejects.toThrow(
      /step "scaffold" rejected the model's output/,
    );
  });
});
