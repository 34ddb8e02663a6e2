// The active skills' rules on the app's own tools through @openai/agents' runner: allowed calls run
// without approval, a disallowed function tool or shell command is refused with a message the model
// reads, other calls keep the tool's own approval, and a resumed run stays in the skill's turn.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, shellTool, tool, type ShellCallItem } from "@openai/agents";
import { assistantMessage, functionCall, ScriptedModel } from "@openai/agents/testing";
import { afterAll, describe, expect, it } from "vitest";
import { recordingProvider, strings } from "../../test/agents-provider.js";
import { writeSkillFolder } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import type { SkillHost } from "../host-types.js";
import { folderSkills } from "../node/index.js";
import { guardShellTool, guardTool, skillRunner, skillTools } from "./index.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-openai-agents-guard-"));
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

function skillHost(): Promise<SkillHost> {
  return createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
}

describe("guardTool and guardShellTool", () => {
  it("pre-approves the skill's allowed calls, refuses its disallowed tool, and leaves other calls to the tool", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const ran: string[] = [];
    const bash = tool({
      name: "Bash",
      description: "Run a shell command.",
      strict: true,
      parameters: {
        type: "object",
        properties: { command: { type: "string" } },
        required: ["command"],
        additionalProperties: false,
      },
      needsApproval: true,
      execute: (input) => {
        ran.push(`Bash ${JSON.stringify(input)}`);
        return "ok";
      },
    });
    const deleteFile = tool({
      name: "delete_file",
      description: "Delete a file.",
      strict: true,
      parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"], additionalProperties: false },
      execute: (input) => {
        ran.push(`delete_file ${JSON.stringify(input)}`);
        return "deleted";
      },
    });
    const model = new ScriptedModel([
      [functionCall("skill", { name: "pdf", arguments: "" }, { callId: "call-1" })],
      [
        functionCall("Bash", { command: "git add form.pdf" }, { callId: "call-2" }),
        functionCall("delete_file", { path: "form.pdf" }, { callId: "call-3" }),
      ],
      [functionCall("Bash", { command: "git push" }, { callId: "call-4" })],
      [assistantMessage("Pushed.")],
    ]);
    const agent = new Agent({
      name: "assistant",
      instructions: "Help.",
      model: "base-model",
      tools: [
        ...skillTools(host, conversation),
        guardTool(bash, { host, conversation }),
        guardTool(deleteFile, { host, conversation }),
      ],
    });
    const { provider, names } = recordingProvider(model);
    const runner = skillRunner(conversation, { modelProvider: provider, tracingDisabled: true });

    const result = await runner.run(agent, "Fill the form and clean up");
    // git add ran without approval; delete_file never ran and the model read the refusal.
    expect(ran).toEqual([`Bash {"command":"git add form.pdf"}`]);
    const third = strings(model.calls[2]?.request.input);
    expect(third.some((text) => text.includes('The tool "delete_file" is not allowed while the skill pdf is active.'))).toBe(
      true,
    );
    // git push is not pre-approved: the tool's own needsApproval interrupts the run.
    expect(result.interruptions.map((item) => item.name)).toEqual(["Bash"]);
    // Approved and resumed, the run goes on in the same turn: the skill's model still applies.
    for (const item of result.interruptions) result.state.approve(item);
    const resumed = await runner.run(agent, result.state);
    expect(resumed.finalOutput).toBe("Pushed.");
    expect(ran).toEqual([`Bash {"command":"git add form.pdf"}`, `Bash {"command":"git push"}`]);
    expect(names.at(-1)).toBe("small-model");
    expect(conversation.modifiers.map((item) => item.skill)).toEqual(["pdf"]);
    model.assertComplete();
  });

  it("applies the skill's Bash rules to the shell tool: allowed commands run unasked, a disallowed one is refused", async () => {
    const host = await skillHost();
    const conversation = host.conversation();
    const ran: string[] = [];
    const shell = guardShellTool(
      shellTool({
        needsApproval: true,
        shell: {
          run: (action) => {
            ran.push(...action.commands);
            return Promise.resolve({ output: [{ stdout: "ok", stderr: "", outcome: { type: "exit", exitCode: 0 } }] });
          },
        },
      }),
      { host, conversation },
    );
    const shellCall = (callId: string, command: string): ShellCallItem => ({
      type: "shell_call",
      callId,
      status: "completed",
      action: { commands: [command] },
    });
    const model = new ScriptedModel([
      [functionCall("skill", { name: "pdf", arguments: "" }, { callId: "call-1" })],
      [shellCall("call-2", "git add form.pdf")],
      [shellCall("call-3", "rm -rf build")],
      [shellCall("call-4", "git push")],
    ]);
    const agent = new Agent({
      name: "assistant",
      instructions: "Help.",
      model: "base-model",
      tools: [...skillTools(host, conversation), shell],
    });
    const runner = skillRunner(conversation, { modelProvider: recordingProvider(model).provider, tracingDisabled: true });

    const result = await runner.run(agent, "Fill the form");
    expect(ran).toEqual(["git add form.pdf"]);
    expect(
      strings(model.calls[3]?.request.input).some((text) =>
        text.includes('The tool "Bash" is not allowed while the skill pdf is active.'),
      ),
    ).toBe(true);
    expect(result.interruptions).toHaveLength(1);
    model.assertComplete();
  });
});
