// The skill tools through @openai/agents' own runner with its ScriptedModel: activation injects the
// skill once, the model follows the skill for its turn only, the tools follow reloads, a workflow skill
// runs to done through advance, and the shell tool takes the skills' folders.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, shellTool } from "@openai/agents";
import { assistantMessage, functionCall, modelResponder, ScriptedModel, type RecordedModelCall } from "@openai/agents/testing";
import { skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { recordingProvider, strings } from "../../test/agents-provider.js";
import { writeSkillFolder } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import { givenSkills } from "../given-skills.js";
import type { SkillHost } from "../host-types.js";
import type { WorkflowQuestion } from "../types.js";
import { folderSkills } from "../node/index.js";
import { workflowSkill } from "../workflows/index.js";
import { shellToolSkills, skillRunner, skillTools } from "./index.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-openai-agents-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const writeSkill = (
  name: string,
  frontmatter: readonly string[],
  body: string,
  files: Readonly<Record<string, string>> = {},
): string => writeSkillFolder(root, name, frontmatter, body, files);

writeSkill(
  "pdf",
  [
    "description: Fill and read PDF forms.",
    'allowed-tools: "Bash(git add *)"',
    'disallowed-tools: "delete_file Bash(rm *)"',
    "model: small-model",
    "effort: low",
  ],
  "Fill the form $ARGUMENTS. The field names are in reference/forms.md.",
  { "reference/forms.md": "FORMS-REFERENCE: name, date, signature" },
);
writeSkill("deploy", ["description: Deploy the site.", "disable-model-invocation: true"], "Deploy it.");

function skillHost(): Promise<SkillHost> {
  return createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
}

describe("skillTools and skillRunner", () => {
  it("offers the meta-tool with the model's skills as its enum, the reader, no advance without workflows, and follows reloads", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const model = new ScriptedModel([[assistantMessage("Hello.")], [assistantMessage("Hello again.")]]);
    const agent = new Agent({
      name: "assistant",
      instructions: "Help.",
      model: "base-model",
      tools: skillTools(host, conversation),
    });
    const runner = skillRunner(conversation, { modelProvider: recordingProvider(model).provider, tracingDisabled: true });
    const offered = () => (model.lastCall?.request.tools ?? []).flatMap((item) => (item.type === "function" ? [item] : []));

    await runner.run(agent, "Hi");
    expect(offered().map((item) => item.name)).toEqual(["skill", "read_skill_resource"]);
    expect(offered()[0]).toMatchObject({ strict: true, parameters: { properties: { name: { enum: ["pdf"] } } } });
    expect(offered()[0]?.description).toBe(host.toolDescription());

    // A skill added on disk shows in the enum and the catalog from the next call, with the same tools.
    writeSkill("notes", ["description: Keep meeting notes."], "Write the notes.");
    await host.reload();
    await runner.run(agent, "Hi again");
    rmSync(join(root, "notes"), { recursive: true, force: true });
    expect(offered()[0]).toMatchObject({ parameters: { properties: { name: { enum: ["notes", "pdf"] } } } });
    expect(offered()[0]?.description).toContain("Keep meeting notes.");
    model.assertComplete();
  });

  it("injects the skill once, reads a resource, and switches the model for the skill's turn only", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const model = new ScriptedModel([
      [functionCall("skill", { name: "pdf", arguments: "tax.pdf" }, { callId: "call-1" })],
      [functionCall("read_skill_resource", { skill: "pdf", path: "reference/forms.md" }, { callId: "call-2" })],
      [functionCall("skill", { name: "pdf", arguments: "again.pdf" }, { callId: "call-3" })],
      [assistantMessage("The form is filled.")],
      [assistantMessage("Anything else?")],
    ]);
    const { provider, names } = recordingProvider(model);
    const agent = new Agent({
      name: "assistant",
      instructions: "Help.",
      model: "base-model",
      tools: skillTools(host, conversation),
    });
    const runner = skillRunner(conversation, { modelProvider: provider, tracingDisabled: true });

    const result = await runner.run(agent, "Fill in tax.pdf");
    expect(result.finalOutput).toBe("The form is filled.");
    const calls = model.calls.map((call) => strings(call.request.input));
    const contentCount = (texts: string[]) => texts.filter((text) => text.includes('<skill_content name="pdf"')).length;
    // The call after activation holds the visible message and the content, once, in that order.
    const second = calls[1] ?? [];
    const visible = second.findIndex((text) => text.includes('The "pdf" skill is loading'));
    const content = second.findIndex((text) => text.startsWith('<skill_content name="pdf"'));
    expect(visible).toBeGreaterThanOrEqual(0);
    expect(content).toBeGreaterThan(visible);
    expect(second[content]).toContain("Fill the form tax.pdf.");
    expect(second[content]).toContain("<file>reference/forms.md</file>");
    expect(contentCount(second)).toBe(1);
    // The resource arrives as the reader's output; a second activation injects nothing again.
    expect((calls[2] ?? []).some((text) => text.includes("FORMS-REFERENCE: name, date, signature"))).toBe(true);
    expect(contentCount(calls[3] ?? [])).toBe(1);
    expect((calls[3] ?? []).some((text) => text.includes("already loaded"))).toBe(true);
    expect((calls[3] ?? []).some((text) => text.includes("Fill the form again.pdf"))).toBe(false);
    // The override applies from the call after activation, with the skill's effort.
    expect(names).toEqual(["base-model", "small-model", "small-model", "small-model"]);
    expect(model.calls[0]?.request.modelSettings.reasoning?.effort).toBeUndefined();
    expect(model.calls[1]?.request.modelSettings.reasoning?.effort).toBe("low");

    // The next run is a new turn: the agent's own model again.
    await runner.run(agent, result.history.concat({ role: "user", content: "Thanks" }));
    expect(names.at(-1)).toBe("base-model");
    expect(model.calls[4]?.request.modelSettings.reasoning?.effort).toBeUndefined();
    model.assertComplete();
  });

  it("drives a workflow skill to done: the model answers its steps through advance, the user its confirm through onQuestion", async () => {
    const sessionDir = mkdtempSync(join(tmpdir(), "skill-kit-openai-agents-runs-"));
    const intake = skill({ name: "intake", description: "Take in a new client", entry: "name" })
      .step("name", { prompt: "Ask for the client's name.", response: type({ name: "string > 0" }), next: "sure" })
      .step("sure", {
        prompt: ({ act }) => act.confirm({ message: "Save the client?", defaultAnswer: "yes" }),
        response: type({ approved: "boolean" }),
        next: terminal,
      })
      .build();
    const asked: WorkflowQuestion[] = [];
    const host = await createSkillHost({
      source: givenSkills([workflowSkill(intake, { sessionDir })]),
      onQuestion: (question) => {
        asked.push(question);
        return Promise.resolve(true);
      },
    });
    const conversation = host.conversation();
    /** The run's session id, as the skill content names it. */
    const sessionOf = (call: RecordedModelCall): string =>
      strings(call.request.input)
        .map((text) => /"session": "([^"]+)"/.exec(text)?.[1])
        .findLast((item) => item !== undefined) ?? "";
    const advance = (step: string, output: unknown, callId: string) =>
      modelResponder((call) => [
        functionCall("advance", { skill: "intake", session: sessionOf(call), step, output }, { callId }),
      ]);
    const model = new ScriptedModel([
      [functionCall("skill", { name: "intake", arguments: "" }, { callId: "call-1" })],
      advance("name", { name: 3 }, "call-2"),
      advance("name", { name: "Ada" }, "call-3"),
      [assistantMessage("Ada is saved.")],
    ]);
    const agent = new Agent({
      name: "assistant",
      instructions: "Help.",
      model: "base-model",
      tools: skillTools(host, conversation),
    });
    const runner = skillRunner(conversation, { modelProvider: recordingProvider(model).provider, tracingDisabled: true });

    const result = await runner.run(agent, "Onboard a new client");
    rmSync(sessionDir, { recursive: true, force: true });
    expect(result.finalOutput).toBe("Ada is saved.");
    expect(model.calls[0]?.request.tools.map((item) => item.name)).toEqual(["skill", "read_skill_resource", "advance"]);
    const answers = model.calls.slice(1).map((call) => strings(call.request.input).at(-1) ?? "");
    const session = conversation.runs.get("intake") ?? "";
    expect(session).not.toBe("");
    expect(answers[0]).toContain("Ask for the client's name.");
    expect(answers[0]).toContain(`"session": "${session}"`);
    // A wrong output is refused by the run's own validation; the model corrects it.
    expect(answers[1]).toMatch(
      /^The step's output was refused: .*Correct the output and call advance again for the same step\.$/s,
    );
    // The confirm went to the app's onQuestion, and the model reads the user's answer and the end of the run.
    expect(asked.map((question) => [question.step, question.question.kind])).toEqual([["sure", "confirm"]]);
    expect(answers[2]).toContain('The user answered step "sure" directly: {"approved":true}.');
    expect(answers[2]).toContain(`The workflow run ${session} is done.`);
    model.assertComplete();
  });

  it("lists the model's skill folders for the shell tool's local environment", async () => {
    const host = await skillHost();
    const skills = shellToolSkills(host);
    expect(skills).toEqual([{ name: "pdf", description: "Fill and read PDF forms.", path: join(root, "pdf") }]);
    const shell = shellTool({
      environment: { type: "local", skills },
      shell: { run: () => Promise.resolve({ output: [] }) },
    });
    expect(shell.environment.skills).toEqual(skills);
  });
});
