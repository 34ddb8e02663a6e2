import { describe, expect, it } from "vitest";
import { AgentError } from "./agent-error.js";
import { createSkillHost } from "./create-skill-host.js";
import type { SubagentRequest } from "./types.js";
import { skillFrom, skillMd } from "../test/skill-text.js";

const pdf = skillFrom(
  skillMd(
    "pdf",
    [
      "description: Fill and read PDF forms.",
      'allowed-tools: "Bash(git add *) Read mcp__files"',
      "disallowed-tools: WebFetch",
      "model: claude-haiku-4-5",
      "effort: low",
    ],
    "Use $ARGUMENTS as the file. Then run the checks.",
  ),
);
const deploy = skillFrom(skillMd("deploy", ["description: Deploy the site.", "disable-model-invocation: true"], "Deploy to $0."));
const review = skillFrom(skillMd("review", ["description: Review a change.", "context: fork", "agent: Explore"], "Review it."));

describe("createSkillHost", () => {
  it("lists the model's skills in the catalog and counts the user-only one as left out", async () => {
    const host = await createSkillHost({ source: [pdf, deploy, review] });
    expect(host.modelSkills()).toEqual(["pdf", "review"]);
    const catalog = host.catalog();
    expect(catalog.listed).toEqual(["pdf", "review"]);
    expect(catalog.leftOut).toEqual([{ name: "deploy", reason: "user-only" }]);
    expect(catalog.text).toContain("<name>\npdf\n</name>");
    expect(catalog.text).not.toContain("deploy");
    expect(host.toolDescription()).toContain(catalog.text);
  });

  it("activates once per conversation: visible message, content and modifiers, then only a note", async () => {
    const host = await createSkillHost({ source: [pdf], env: { pdf: { PDF_TOKEN: "secret-value" } } });
    const conversation = host.conversation();
    const first = await host.activate("pdf", "form.pdf", conversation);
    expect(first.kind).toBe("activated");
    if (first.kind !== "activated") return;
    expect(first.visible).toContain('The "pdf" skill is loading');
    expect(first.visible).toContain("<command-args>form.pdf</command-args>");
    expect(first.content).toMatch(/^<skill_content name="pdf">\nUse form\.pdf as the file\./);
    expect(first.content).not.toContain("secret-value");
    expect(first.modifiers).toEqual({
      skill: "pdf",
      allowedTools: [
        { source: "Bash(git add *)", tool: "Bash", argument: "git add *" },
        { source: "Read", tool: "Read" },
        { source: "mcp__files", tool: "mcp__files", server: "files" },
      ],
      disallowedTools: [{ source: "WebFetch", tool: "WebFetch" }],
      model: "claude-haiku-4-5",
      effort: "low",
      env: { PDF_TOKEN: "secret-value" },
    });
    expect([...conversation.active]).toEqual(["pdf"]);
    expect(conversation.contents.get("pdf")).toBe(first.content);
    expect(conversation.modifiers).toHaveLength(1);
    const second = await host.activate("pdf", "other.pdf", conversation);
    expect(second.kind).toBe("already-active");
    if (second.kind === "already-active") expect(second.content).not.toContain("Use other.pdf");
    conversation.endTurn();
    expect(conversation.modifiers).toEqual([]);
    expect([...conversation.active]).toEqual(["pdf"]);
    conversation.forget("pdf");
    expect((await host.activate("pdf", "again.pdf", conversation)).kind).toBe("activated");
  });

  it("refuses a user-only skill to the model and runs it for the user's /command", async () => {
    const host = await createSkillHost({ source: [pdf, deploy] });
    const conversation = host.conversation();
    await expect(host.activate("deploy", "", conversation)).rejects.toSatisfy(
      (error) => AgentError.isInstance(error) && error.code === "NOT_INVOCABLE",
    );
    const command = host.parseUserCommand("/deploy  staging now");
    expect(command).toEqual({ name: "deploy", arguments: "staging now" });
    expect(host.parseUserCommand("/nothing here")).toBeUndefined();
    expect(host.parseUserCommand("deploy staging")).toBeUndefined();
    const activation = await host.activateAsUser("deploy", command?.arguments ?? "", conversation);
    expect(activation.kind === "activated" ? activation.content : "").toContain("Deploy to staging.");
  });

  it("names the unknown skill and refuses conversations it did not make", async () => {
    const host = await createSkillHost({ source: [pdf] });
    await expect(host.activate("pfd", "", host.conversation())).rejects.toThrow(/no skill is named "pfd"; known skills: pdf/);
    const other = await createSkillHost({ source: [pdf] });
    await expect(host.activate("pdf", "", other.conversation())).rejects.toThrow(/conversation\(\)/);
  });

  it("runs a fork skill through the app's sub-agent with the skill's content as its system prompt", async () => {
    const requests: SubagentRequest[] = [];
    const host = await createSkillHost({
      source: [review],
      runSubagent: (request) => {
        requests.push(request);
        return Promise.resolve("LGTM with two nits");
      },
    });
    const conversation = host.conversation();
    const result = await host.activate("review", "PR 12", conversation);
    expect(result).toMatchObject({ kind: "forked", output: "LGTM with two nits", modifiers: { fork: { agent: "Explore" } } });
    expect(requests.map(({ skill, prompt, agent }) => ({ skill, prompt, agent }))).toEqual([
      { skill: "review", prompt: "PR 12", agent: "Explore" },
    ]);
    expect(requests[0]?.system).toContain("Review it.");
    expect(conversation.active.size).toBe(0);
  });

  it("judges tool calls: deny wins, then allow, otherwise ask", async () => {
    const host = await createSkillHost({ source: [pdf] });
    const conversation = host.conversation();
    await host.activate("pdf", "", conversation);
    const policy = (tool: string, argument?: string) =>
      host.toolPolicy(conversation.modifiers, argument === undefined ? { tool } : { tool, argument });
    expect(policy("Bash", "git add src/a.ts")).toBe("allow");
    expect(policy("Bash", "git push")).toBe("ask");
    expect(policy("Read", "/etc/hosts")).toBe("allow");
    expect(policy("mcp__files__read")).toBe("allow");
    expect(policy("mcp__filesystem__read")).toBe("ask");
    expect(policy("WebFetch", "https://example.com")).toBe("deny");
    conversation.endTurn();
    expect(policy("Bash", "git add src/a.ts")).toBe("ask");
  });

  it("refuses advance for a skill that is not a workflow, and wraps a failing source", async () => {
    const host = await createSkillHost({ source: [pdf] });
    await expect(host.advance(host.conversation(), { skill: "pdf", session: "s", step: "a", output: {} })).rejects.toSatisfy(
      (error) => AgentError.isInstance(error) && error.code === "NOT_A_WORKFLOW",
    );
    const failing = { load: () => Promise.reject(new Error("disk on fire")) };
    await expect(createSkillHost({ source: failing })).rejects.toSatisfy(
      (error) => AgentError.isInstance(error) && error.code === "SOURCE_FAILED" && error.message.includes("disk on fire"),
    );
    await expect(createSkillHost({ source: [pdf], watch: true })).rejects.toThrow(/watch: true needs a source that can watch/);
  });

  it("reloads a source that changed, bumping the version and telling listeners", async () => {
    let skills = [pdf];
    const host = await createSkillHost({ source: { load: () => ({ skills: skills.map((skill) => ({ skill })), skipped: [] }) } });
    const seen: number[] = [];
    host.onChange((version) => seen.push(version));
    expect(await host.reload()).toBe(1);
    skills = [pdf, review];
    expect(await host.reload()).toBe(2);
    expect(host.modelSkills()).toEqual(["pdf", "review"]);
    expect(host.catalog().version).toBe(2);
    expect(seen).toEqual([2]);
  });
});
