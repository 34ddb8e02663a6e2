// `skill-kit-mcp` asks a served workflow's questions as a skill's own server does: the interview
// example, built into a skills folder, over stdio with a legacy client (elicitation requests) and a
// 2026-07-28 one (input-required results whose state is refused once the run has moved on).
import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFixture, tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { fieldOf, StdioWire, structuredOf, type Answerer, type Era } from "./stdio-wire.js";

const interview = fileURLToPath(new URL("../../../../examples/interview/src/skill.ts", import.meta.url));
const serverBin = fileURLToPath(new URL("../../../../apps/mcp-server/dist/bin.js", import.meta.url));
const skill = "profile-interview";

let sandbox: ReturnType<typeof tempDir>;
let wires: StdioWire[] = [];
beforeEach(() => {
  sandbox = tempDir("skill-kit-mcp-questions-");
});
afterEach(async () => {
  await Promise.all(wires.map((wire) => wire.close()));
  wires = [];
  sandbox.remove();
});

/** `skill-kit-mcp` over a folder holding the built interview (and nothing else). */
async function open(era: Era): Promise<StdioWire> {
  const skills = join(sandbox.dir, "skills");
  mkdirSync(skills, { recursive: true });
  cpSync(buildFixture(interview, { key: "example-interview" }), join(skills, "interview"), { recursive: true });
  const args = [serverBin, "--skills", skills, "--session-dir", sessionsIn(sandbox.dir)];
  const wire = await StdioWire.open({ command: process.execPath, args, era });
  wires.push(wire);
  return wire;
}

const user: Answerer = (params) => {
  const field = fieldOf(params);
  return field === "role" ? { role: "product" } : field === "approved" ? { approved: true } : undefined;
};

describe.each(["legacy", "modern"] as const)("skill-kit-mcp with a %s client over stdio", (era) => {
  it("asks the interview's role and confirm questions of the user, the profile view leading the confirm", async () => {
    const wire = await open(era);
    const started = structuredOf((await wire.call("start", { skill, params: {} }, { answer: user })).outcome);
    expect(started).toMatchObject({ skill, status: "prompt", step: "greet" });
    const session = String(started["session"]);
    const named = await wire.call("advance", { skill, session, step: "greet", output: { name: "Ada" } }, { answer: user });
    expect(named.asked).toEqual([expect.stringContaining("What do you do, Ada?")]);
    expect(structuredOf(named.outcome)).toMatchObject({
      skill,
      status: "prompt",
      step: "ask-hobby",
      elicited: [{ step: "ask-role", result: { role: "product" } }],
    });
    const args = { skill, session, step: "ask-hobby", output: { hobby: "chess", wantsMore: false } };
    const confirmed = await wire.call("advance", args, { answer: user });
    expect(confirmed.asked).toEqual([expect.stringMatching(/name\s+Ada[^]*role\s+product[^]*\n\nIs this profile right\?$/)]);
    expect(structuredOf(confirmed.outcome)).toMatchObject({
      skill,
      step: "profile-card",
      elicited: [{ step: "confirm-profile", result: { approved: true } }],
    });
    if (era === "legacy") return;
    // The same state again, once its question was answered: refused with the run's current step.
    const replay = await wire.call("advance", args, { answer: user, state: confirmed.lastState ?? "" });
    expect(replay.outcome["result"]).toMatchObject({
      isError: true,
      _meta: { "skill-kit/error": { code: "REQUEST_STATE_STALE" } },
      content: [{ text: expect.stringContaining('its current step is "profile-card"') as string }],
    });
    // And for another session than the arguments name: refused with that session's step.
    const other = String(structuredOf((await wire.call("start", { skill, params: {} }, { answer: user })).outcome)["session"]);
    const crossed = await wire.call("advance", { ...args, session: other }, { answer: user, state: confirmed.lastState ?? "" });
    expect(crossed.outcome["result"]).toMatchObject({
      isError: true,
      _meta: { "skill-kit/error": { code: "REQUEST_STATE_MISMATCH" } },
      content: [{ text: expect.stringContaining(`session "${other}" is at step "greet"`) as string }],
    });
  });
});
