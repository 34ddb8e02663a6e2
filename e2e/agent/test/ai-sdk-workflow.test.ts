// A built workflow example driven to done inside the AI SDK's own `generateText` loop: the model
// loads it with the meta-tool, answers its steps with `advance`, and the confirm goes to `onQuestion`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSkillHost, type WorkflowQuestion } from "@skill-kit/agent";
import { skillPrepareStep, skillTools } from "@skill-kit/agent/ai-sdk";
import { builtWorkflows, folderSkills } from "@skill-kit/agent/node";
import { generateText, stepCountIs } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answer, builtExample, lastSession, scriptedModel, toolCall } from "./harness.js";

let dir: string;
let sessionDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "e2e-agent-loop-"));
  sessionDir = join(dir, "sessions");
  mkdirSync(sessionDir, { mode: 0o700 });
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const skill = "profile-interview";

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe("a built workflow skill in generateText", () => {
  it("starts by the meta-tool, advances with validation, has its confirm answered by onQuestion, and ends done", async () => {
    const folder = builtExample("interview");
    const asked: WorkflowQuestion[] = [];
    const host = await createSkillHost({
      source: folderSkills({ paths: [folder], onlyPaths: true, eligibility: false, workflow: builtWorkflows({ sessionDir }) }),
      onQuestion: (question) => {
        asked.push(question);
        // The role is left to the model; the profile is confirmed by the user.
        return Promise.resolve(question.step === "confirm-profile" ? true : undefined);
      },
    });
    expect(host.modelSkills()).toEqual([skill]);
    expect(host.catalog().text).toContain("Interview the user and build a profile card.");
    const conversation = host.conversation();
    const outDir = join(dir, "card");
    const advance = (step: string, output: unknown) => (seen: string) =>
      toolCall("advance", { skill, session: lastSession(seen), step, output });
    const model = scriptedModel([
      () => toolCall("skill", { name: skill, arguments: JSON.stringify({ greeting: "Hi", outDir }) }),
      advance("greet", { name: "" }),
      advance("greet", { name: "Ada" }),
      advance("ask-role", { role: "design" }),
      advance("ask-hobby", { hobby: "chess", wantsMore: false }),
      advance("profile-card", { signOff: "Bye, Ada" }),
      () => answer("Your card is written."),
    ]);
    const result = await generateText({
      model,
      tools: skillTools(host, conversation),
      prepareStep: skillPrepareStep(host, conversation),
      prompt: "Write me a profile card.",
      stopWhen: stepCountIs(10),
    });
    expect(result.text).toBe("Your card is written.");

    const calls = model.doGenerateCalls.map((call) => JSON.stringify(call.prompt));
    const afterActivation = calls[1] ?? "";
    expect(count(afterActivation, `<skill_content name=\\"${skill}\\"`)).toBe(1);
    expect(afterActivation).toContain("skill is loading");
    expect(afterActivation).toContain("Hi! Ask the user for their name.");
    const session = conversation.runs.get(skill) ?? "";
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    expect(afterActivation).toContain(session);
    // The empty name is refused, to be corrected; the content stays injected once throughout.
    expect(result.steps[1]?.toolResults[0]?.output).toMatchObject({ status: "error", step: "greet", retry: true });
    for (const later of calls.slice(2)) expect(count(later, `<skill_content name=\\"${skill}\\"`)).toBe(1);

    // The model answered ask-hobby; the confirm was the user's, so the next step it saw was profile-card.
    expect(asked.map((question) => question.step)).toEqual(["ask-role", "confirm-profile"]);
    expect(asked[1]).toMatchObject({ skill, session, schema: { required: ["approved"] } });
    expect(asked[1]?.prompt).toContain('<rendered name="profile">');
    expect(asked[1]?.prompt).toContain('<confirm default="yes">Is this profile right?</confirm>');
    expect(result.steps[4]?.toolResults[0]?.output).toMatchObject({
      status: "prompt",
      step: "profile-card",
      answered: [{ step: "confirm-profile", output: { approved: true } }],
    });
    // The model is told what the user answered for it.
    const told = 'The user answered step "confirm-profile" directly: {"approved":true}.';
    expect(calls[5]).toContain(JSON.stringify(told).slice(1, -1));
    expect(result.steps[5]?.toolResults[0]?.output).toMatchObject({ status: "done" });

    const file = readFileSync(join(sessionDir, `skill-kit-${session}.jsonl`), "utf8");
    expect(file).toContain('{"type":"output","step":"confirm-profile","output":{"approved":true}}');
    expect(existsSync(join(outDir, "profile-card.md"))).toBe(true);
    expect(readFileSync(join(outDir, "profile-card.md"), "utf8")).toContain("# Ada");
  });
});
