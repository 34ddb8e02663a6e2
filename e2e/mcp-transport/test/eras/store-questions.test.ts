// 2026-07-28 questions with runs in Redis: `skill-kit-mcp --store redis://…` (which opens the store
// itself to read a question's run back) and a skill's own `scripts/run mcp --store redis://…`, each
// asking the interview's confirm question, then refusing the answered state when it comes again.
import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture, tempDir } from "@skill-kit/test-utils/run-cli";
import { needsServers, startRedis, type TestServer } from "@skill-kit/test-utils/servers";
import { fieldOf, StdioWire, structuredOf, type Answerer } from "./stdio-wire.js";

const servers = needsServers("2026-07-28 questions with runs in Redis");
const interview = fileURLToPath(new URL("../../../../examples/interview/src/skill.ts", import.meta.url));
const serverBin = fileURLToPath(new URL("../../../../apps/mcp-server/dist/bin.js", import.meta.url));

let sandbox: ReturnType<typeof tempDir>;
let redis: TestServer | undefined;
beforeAll(async () => {
  sandbox = tempDir("skill-kit-store-questions-");
  if (servers) redis = await startRedis();
});
afterAll(async () => {
  await redis?.dispose();
  sandbox.remove();
});

const user: Answerer = (params) => {
  const field = fieldOf(params);
  return field === "role" ? { role: "design" } : field === "approved" ? { approved: true } : undefined;
};

function commandOf(kind: "own" | "skill-kit-mcp", store: string): { readonly command: string; readonly args: string[] } {
  const built = buildFixture(interview, { key: "example-interview", serve: ["stores"] });
  if (kind === "own") return { command: join(built, "scripts", "run"), args: ["mcp", "--store", store] };
  const skills = join(sandbox.dir, "skills");
  mkdirSync(skills, { recursive: true });
  cpSync(built, join(skills, "interview"), { recursive: true });
  return { command: process.execPath, args: [serverBin, "--skills", skills, "--store", store] };
}

describe.runIf(servers).each(["own", "skill-kit-mcp"] as const)("a %s server with --store redis://", (kind) => {
  it("asks a 2026-07-28 client the confirm question and refuses its state once answered", async () => {
    if (redis === undefined) throw new Error("Redis did not start");
    const wire = await StdioWire.open({ ...commandOf(kind, redis.url), era: "modern" });
    try {
      const skill = kind === "own" ? {} : { skill: "profile-interview" };
      const session = String(
        structuredOf((await wire.call("start", { ...skill, params: {} }, { answer: user })).outcome)["session"],
      );
      await wire.call("advance", { ...skill, session, step: "greet", output: { name: "Ada" } }, { answer: user });
      const args = { ...skill, session, step: "ask-hobby", output: { hobby: "chess", wantsMore: false } };
      const confirmed = await wire.call("advance", args, { answer: user });
      expect(confirmed.asked).toEqual([expect.stringContaining("Is this profile right?")]);
      expect(structuredOf(confirmed.outcome)).toMatchObject({ step: "profile-card", elicited: [{ step: "confirm-profile" }] });
      const replay = await wire.call("advance", args, { answer: user, state: confirmed.lastState ?? "" });
      expect(replay.outcome["result"]).toMatchObject({
        isError: true,
        _meta: { "skill-kit/error": { code: "REQUEST_STATE_STALE" } },
        content: [{ text: expect.stringContaining('its current step is "profile-card"') as string }],
      });
    } finally {
      await wire.close();
    }
  });
});
