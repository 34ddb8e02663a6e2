import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateText, stepCountIs, type ModelMessage } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { answer, occurrences, sent, toolCall, type ModelCall } from "@skill-kit/test-utils/scripted-model";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSkillFolder } from "../../test/skill-text.js";
import { createSkillHost } from "../create-skill-host.js";
import { folderSkills } from "../node/index.js";
import { skillPrepareStep, skillTools } from "./index.js";

/** The `name` enum of the skill tool as the model was offered it in that call. */
function skillEnum(call: ModelCall | undefined): unknown {
  const skill = call?.tools?.find((item) => item.name === "skill");
  if (skill?.type !== "function") return undefined;
  const name = skill.inputSchema.properties?.["name"];
  return typeof name === "object" ? name.enum : undefined;
}

let root = "";

const writeSkill = (
  name: string,
  frontmatter: readonly string[],
  body: string,
  files: Readonly<Record<string, string>> = {},
): string => writeSkillFolder(root, name, frontmatter, body, files);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "skill-kit-ai-sdk-"));
  writeSkill("pdf", ["description: Fill PDF forms."], "PDF-BODY-MARKER: fill the form $ARGUMENTS.", {
    "references/forms.md": "FORMS-REFERENCE-TEXT",
  });
  writeSkill("deploy", ["description: Deploy the site.", "disable-model-invocation: true"], "DEPLOY-BODY-MARKER");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function hostOverFolder() {
  return createSkillHost({ source: folderSkills({ paths: [root], onlyPaths: true, eligibility: false }) });
}

describe("skillTools in generateText", () => {
  it("activates through the meta-tool and reads a resource; the next call holds the content once and the visible message", async () => {
    const host = await hostOverFolder();
    const conversation = host.conversation();
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCall("skill", { name: "pdf", arguments: "form.pdf" }),
        toolCall("read_skill_resource", { skill: "pdf", path: "references/forms.md" }),
        answer("filled"),
        toolCall("skill", { name: "pdf" }),
        answer("still filled"),
      ],
    });
    const tools = skillTools(host, conversation);
    const prepareStep = skillPrepareStep(host, conversation);
    const first = await generateText({ model, tools, prepareStep, prompt: "Fill form.pdf", stopWhen: stepCountIs(5) });
    expect(first.text).toBe("filled");
    const afterActivation = sent(model.doGenerateCalls[1]);
    expect(occurrences(afterActivation, "PDF-BODY-MARKER: fill the form form.pdf.")).toBe(1);
    expect(afterActivation).toContain("skill is loading</command-message>");
    expect(afterActivation).toContain("<command-name>pdf</command-name>");
    expect(afterActivation).toContain("<file>references/forms.md</file>");
    const afterRead = sent(model.doGenerateCalls[2]);
    expect(occurrences(afterRead, "FORMS-REFERENCE-TEXT")).toBe(1);
    expect(occurrences(afterRead, "PDF-BODY-MARKER")).toBe(1);
    expect(first.steps[0]?.toolResults[0]?.output).toMatchObject({ kind: "activated", skill: "pdf" });

    // The same conversation, a new turn: loading pdf again injects nothing more.
    const messages: ModelMessage[] = [
      { role: "user", content: "Fill form.pdf" },
      ...first.responseMessages,
      { role: "user", content: "And again" },
    ];
    const second = await generateText({ model, tools, prepareStep, messages, stopWhen: stepCountIs(5) });
    expect(second.text).toBe("still filled");
    const again = sent(model.doGenerateCalls[4]);
    expect(occurrences(again, "PDF-BODY-MARKER")).toBe(1);
    expect(again).toContain("is already loaded in this conversation");
    expect(second.steps[0]?.toolResults[0]?.output).toMatchObject({ kind: "already-active", skill: "pdf" });
  });

  it("leaves a skill hidden from the model out of the enum and the description, and refuses a call naming it", async () => {
    const host = await hostOverFolder();
    const conversation = host.conversation();
    const model = new MockLanguageModelV4({ doGenerate: [toolCall("skill", { name: "deploy" }), answer("ok")] });
    const result = await generateText({
      model,
      tools: skillTools(host, conversation),
      prompt: "Deploy",
      stopWhen: stepCountIs(3),
    });
    expect(skillEnum(model.doGenerateCalls[0])).toEqual(["pdf"]);
    const skill = model.doGenerateCalls[0]?.tools?.find((item) => item.name === "skill");
    expect(skill?.type === "function" ? skill.description : "").toContain("pdf");
    expect(skill?.type === "function" ? skill.description : "").not.toContain("deploy");
    expect(result.steps[0]?.content.some((part) => part.type === "tool-error")).toBe(true);
    expect([...conversation.active]).toEqual([]);
    expect(sent(model.doGenerateCalls[1])).not.toContain("DEPLOY-BODY-MARKER");
  });

  it("reads only inside a skill the model can see: a path out of the folder and a hidden skill's files are tool errors", async () => {
    const host = await hostOverFolder();
    const conversation = host.conversation();
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCall("read_skill_resource", { skill: "pdf", path: "../deploy/SKILL.md" }),
        toolCall("read_skill_resource", { skill: "deploy", path: "SKILL.md" }),
        answer("nothing read"),
      ],
    });
    const result = await generateText({ model, tools: skillTools(host, conversation), prompt: "Peek", stopWhen: stepCountIs(4) });
    expect(result.steps.slice(0, 2).map((step) => step.content.filter((part) => part.type === "tool-error").length)).toEqual([
      1, 1,
    ]);
    expect(sent(model.doGenerateCalls[2])).not.toContain("DEPLOY-BODY-MARKER");
  });

  it("offers a skill added on disk after a reload without rebuilding the tools", async () => {
    const host = await hostOverFolder();
    const conversation = host.conversation();
    const tools = skillTools(host, conversation);
    const model = new MockLanguageModelV4({ doGenerate: [answer("one"), answer("two")] });
    await generateText({ model, tools, prompt: "Hi" });
    writeSkill("lint", ["description: Lint the code."], "LINT-BODY");
    await host.reload();
    await generateText({ model, tools, prompt: "Hi again" });
    expect(skillEnum(model.doGenerateCalls[0])).toEqual(["pdf"]);
    expect(skillEnum(model.doGenerateCalls[1])).toEqual(["lint", "pdf"]);
    expect("advance" in tools).toBe(false);
  });
});
