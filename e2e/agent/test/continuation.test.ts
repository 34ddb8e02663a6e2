// A workflow run started inside an AI SDK loop is continued by the skill's own `scripts/run` and then
// by an MCP client of `scripts/run mcp`, on the same store: session files, PostgreSQL and Redis.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSkillHost, givenSkills, type SkillHost } from "@skill-kit/agent";
import { skillPrepareStep, skillTools } from "@skill-kit/agent/ai-sdk";
import { builtWorkflows, folderSkills } from "@skill-kit/agent/node";
import { workflowSkill } from "@skill-kit/agent/workflows";
import { openRunStore } from "@skill-kit/run-stores";
import type { RunStore } from "@skill-kit/sessions";
import { needsServers, startPostgres, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { generateText, stepCountIs } from "ai";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  answer,
  builtExample,
  callTool,
  exampleDefinition,
  lastSession,
  mcpClient,
  scriptedModel,
  scriptsRun,
  toolCall,
} from "./harness.js";

const skill = "profile-interview";

/** Loads the skill and answers its first step in a `generateText` loop; the run's session id. */
async function startInLoop(host: SkillHost, outDir: string): Promise<string> {
  const conversation = host.conversation();
  const model = scriptedModel([
    () => toolCall("skill", { name: skill, arguments: JSON.stringify({ outDir }) }),
    (seen) => toolCall("advance", { skill, session: lastSession(seen), step: "greet", output: { name: "Ada" } }),
    () => answer("Ada it is. What do you do?"),
  ]);
  const result = await generateText({
    model,
    tools: skillTools(host, conversation),
    prepareStep: skillPrepareStep(host, conversation),
    prompt: "Interview me for a profile card.",
    stopWhen: stepCountIs(5),
  });
  expect(result.steps[1]?.toolResults[0]?.output).toMatchObject({ status: "prompt", step: "ask-role" });
  return conversation.runs.get(skill) ?? "";
}

/** Goes on with `scripts/run advance` (the role), then over MCP to done (stack, hobby, confirm, card). */
async function continueElsewhere(folder: string, session: string, storeFlags: readonly string[]): Promise<void> {
  const advanced = scriptsRun(
    folder,
    ["advance", "--session", session, "--step", "ask-role", "--output", "-", "--print", ...storeFlags],
    JSON.stringify({ role: "dev" }),
  );
  expect(advanced).toMatchObject({ kind: "prompt", step: "ask-stack" });
  const client = await mcpClient(folder, storeFlags);
  try {
    const advance = (step: string, output: unknown) => callTool(client, "advance", { session, step, output });
    expect(await advance("ask-stack", { stack: ["TypeScript"] })).toMatchObject({ status: "prompt", step: "ask-hobby" });
    expect(await advance("ask-hobby", { hobby: "chess", wantsMore: false })).toMatchObject({ step: "confirm-profile" });
    expect(await advance("confirm-profile", { approved: true })).toMatchObject({ step: "profile-card" });
    expect(await advance("profile-card", { signOff: "Bye" })).toMatchObject({ status: "done", session });
  } finally {
    await client.close();
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "e2e-agent-continue-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("a run started in an AI SDK loop, on session files", () => {
  it("from the built skill's driver: continued by scripts/run and by an MCP client", async () => {
    const folder = builtExample("interview");
    const sessionDir = join(dir, "sessions");
    mkdirSync(sessionDir, { mode: 0o700 });
    const host = await createSkillHost({
      source: folderSkills({ paths: [folder], onlyPaths: true, eligibility: false, workflow: builtWorkflows({ sessionDir }) }),
    });
    const session = await startInLoop(host, join(dir, "card"));
    await continueElsewhere(folder, session, ["--session-dir", sessionDir]);
    // Back in the host, the run is where the others left it.
    const conversation = host.conversation();
    const repeat = { skill, session, step: "profile-card", output: { signOff: "Bye" } };
    expect(await host.advance(conversation, repeat)).toMatchObject({ status: "done" });
  });

  it("from the skill's source (the sessions API in this process): continued by its build the same way", async () => {
    const folder = builtExample("interview");
    const sessionDir = join(dir, "sessions");
    mkdirSync(sessionDir, { mode: 0o700 });
    const host = await createSkillHost({
      source: givenSkills([workflowSkill(await exampleDefinition("interview"), { sessionDir })]),
    });
    const session = await startInLoop(host, join(dir, "card"));
    await continueElsewhere(folder, session, ["--session-dir", sessionDir]);
  });

  it("keeps a run with an owner from another owner's scripts/run; the same owner continues it", async () => {
    const folder = builtExample("interview");
    const sessionDir = join(dir, "sessions");
    mkdirSync(sessionDir, { mode: 0o700 });
    const workflow = builtWorkflows({ sessionDir, owner: "ada" });
    const host = await createSkillHost({
      source: folderSkills({ paths: [folder], onlyPaths: true, eligibility: false, workflow }),
    });
    const session = await startInLoop(host, join(dir, "card"));
    const role = ["advance", "--session", session, "--step", "ask-role", "--output", '{"role":"dev"}', "--print"];
    expect(() => scriptsRun(folder, [...role, "--session-dir", sessionDir, "--owner", "bob"])).toThrow(/not found/);
    expect(() => scriptsRun(folder, [...role, "--session-dir", sessionDir])).toThrow(/not found/);
    expect(scriptsRun(folder, [...role, "--session-dir", sessionDir, "--owner", "ada"])).toMatchObject({ step: "ask-stack" });
    const next = { skill, session, step: "ask-stack", output: { stack: ["Go"] } };
    expect(await host.advance(host.conversation(), next)).toMatchObject({ status: "prompt", step: "ask-hobby" });
  });
});

const servers = needsServers("a run started in an AI SDK loop, on PostgreSQL and Redis");
const stores: readonly { readonly name: string; readonly start: () => Promise<TestServer> }[] = [
  { name: "PostgreSQL", start: startPostgres },
  { name: "Redis", start: startRedis },
];

for (const { name, start } of stores)
  describe.runIf(servers)(`a run started in an AI SDK loop, on ${name}`, () => {
    let database: TestServer;
    let store: RunStore;
    beforeAll(async () => {
      database = await start();
      store = await openRunStore(database.url);
    });
    afterAll(async () => {
      await store.close();
      await database.dispose();
    });

    it("from the built skill's driver (--store): continued by scripts/run and by an MCP client", async () => {
      const folder = builtExample("interview", ["stores"]);
      const workflow = builtWorkflows({ store: database.url });
      const host = await createSkillHost({
        source: folderSkills({ paths: [folder], onlyPaths: true, eligibility: false, workflow }),
      });
      const session = await startInLoop(host, join(dir, "card"));
      await continueElsewhere(folder, session, ["--store", database.url]);
    });

    it(`from the skill's source on the app's ${name} run store: continued by its build the same way`, async () => {
      const folder = builtExample("interview", ["stores"]);
      const host = await createSkillHost({
        source: givenSkills([workflowSkill(await exampleDefinition("interview"), { store })]),
      });
      const session = await startInLoop(host, join(dir, "card"));
      await continueElsewhere(folder, session, ["--store", database.url]);
    });
  });
