import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { fileRunStore } from "@skill-kit/sessions";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceWorkflow } from "./source-workflow.js";

const ticket = skill({
  name: "ticket",
  description: "File a support ticket",
  entry: "describe",
  params: type({ product: "string > 0" }),
})
  .step("describe", {
    prompt: ({ params }) => `Ask the user what went wrong with ${params.product}.`,
    response: type({ problem: "string > 0" }),
    next: "severity",
  })
  .step("severity", {
    prompt: "Ask how bad it is, from 1 to 3.",
    response: type({ level: "1 <= number.integer <= 3" }),
    next: terminal,
  })
  .build();

let dir: string;
let sessionDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "agent-source-workflow-"));
  sessionDir = join(dir, "sessions");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("sourceWorkflow", () => {
  it("starts a run in the session folder and drives it to done, refusing a wrong output with retry", async () => {
    const driver = sourceWorkflow(ticket, { sessionDir });
    const started = await driver.start({ product: "Inkpad" });
    expect(started).toMatchObject({ status: "prompt", step: "describe", preamble: expect.any(String) as string });
    expect(started.session).toMatch(/^[0-9a-f]{32}$/);
    expect(started.prompt).toBe("<prompt>\nAsk the user what went wrong with Inkpad.\n</prompt>");
    expect(started.schema).toEqual({
      type: "object",
      properties: { problem: { type: "string", minLength: 1 } },
      required: ["problem"],
    });
    expect(readdirSync(sessionDir)).toEqual([`skill-kit-${started.session}.jsonl`]);

    const wrong = await driver.advance(started.session, "describe", { problem: "" });
    expect(wrong).toMatchObject({ session: started.session, status: "error", step: "describe", retry: true });
    const next = await driver.advance(started.session, "describe", { problem: "it crashes" });
    expect(next).toMatchObject({ session: started.session, status: "prompt", step: "severity" });
    expect(next.preamble).toBeUndefined();
    const done = await driver.advance(started.session, "severity", { level: 2 });
    expect(done).toEqual({ session: started.session, status: "done", finalOutput: { level: 2 } });

    const file = readFileSync(join(sessionDir, `skill-kit-${started.session}.jsonl`), "utf8");
    expect(file).toContain('{"type":"output","step":"describe","output":{"problem":"it crashes"}}');
  });

  it("continues a run another driver on the same store started, and repeats an output already taken harmlessly", async () => {
    const store = fileRunStore({ sessionDir });
    const started = await sourceWorkflow(ticket, { store }).start({ product: "Inkpad" });
    const other = sourceWorkflow(ticket, { sessionDir });
    expect(await other.advance(started.session, "describe", { problem: "slow" })).toMatchObject({ step: "severity" });
    expect(await other.advance(started.session, "describe", { problem: "slow" })).toMatchObject({ step: "severity" });
    expect(await sourceWorkflow(ticket, { store }).advance(started.session, "severity", { level: 1 })).toMatchObject({
      status: "done",
    });
  });

  it("finds a run only with the owner that started it", async () => {
    const started = await sourceWorkflow(ticket, { sessionDir, owner: "ada" }).start({ product: "Inkpad" });
    const stranger = await sourceWorkflow(ticket, { sessionDir, owner: "bob" }).advance(started.session, "describe", {
      problem: "x",
    });
    expect(stranger).toMatchObject({ session: started.session, status: "error", retry: false });
    expect(stranger.message).toContain("not found");
    const owner = await sourceWorkflow(ticket, { sessionDir, owner: "ada" }).advance(started.session, "describe", {
      problem: "x",
    });
    expect(owner).toMatchObject({ status: "prompt", step: "severity" });
  });

  it("answers bad params and a malformed session id with an error to fix, and an unknown run with one not to retry", async () => {
    const driver = sourceWorkflow(ticket, { sessionDir });
    const badParams = await driver.start({ product: 7 });
    expect(badParams).toMatchObject({ session: "", status: "error", retry: true });
    expect(badParams.message).toContain("product");
    expect(await driver.advance("not-a-session", "describe", {})).toMatchObject({ status: "error", retry: true });
    const unknown = await driver.advance("0123456789abcdef0123456789abcdef", "describe", { problem: "x" });
    expect(unknown).toMatchObject({ status: "error", retry: false });
  });
});
