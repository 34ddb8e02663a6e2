// The built-folder driver against real builds: the same validation as the CLI and MCP, failures as
// results, and only workflow builds (not a built reference skill) get a driver from folderSkills.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtWorkflow, builtWorkflows, folderSkills } from "@skill-kit/agent/node";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtExample } from "./harness.js";

let dir: string;
let sessionDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "e2e-agent-built-"));
  sessionDir = join(dir, "sessions");
  mkdirSync(sessionDir, { mode: 0o700 });
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("builtWorkflow", () => {
  it("refuses a wrong output with retry, answers bad params and an unknown run as errors, and never shows the session folder", async () => {
    const driver = builtWorkflow(builtExample("interview"), { sessionDir });
    const started = await driver.start({ greeting: "Hello" });
    expect(started).toMatchObject({
      status: "prompt",
      step: "greet",
      prompt: "<prompt>\nHello! Ask the user for their name.\n</prompt>",
    });
    expect(started.schema).toEqual({
      type: "object",
      properties: { name: { type: "string", minLength: 1 } },
      required: ["name"],
    });
    expect(started.preamble).toContain("structured workflow");
    const wrong = await driver.advance(started.session, "greet", { name: 42 });
    expect(wrong).toMatchObject({ session: started.session, status: "error", step: "greet", retry: true });
    expect(await driver.advance(started.session, "greet", { name: "Ada" })).toMatchObject({ status: "prompt", step: "ask-role" });

    const badParams = await driver.start({ greeting: 5 });
    expect(badParams).toMatchObject({ session: "", status: "error", retry: true });
    expect(badParams.message).toContain("greeting");
    const unknown = await driver.advance("0123456789abcdef0123456789abcdef", "greet", { name: "Ada" });
    expect(unknown).toMatchObject({ status: "error", retry: false });
    expect(unknown.message).toContain("<session folder>");
    expect(unknown.message).not.toContain(sessionDir);
  });

  it("gives folderSkills a driver for a workflow build only, not for a built reference skill", async () => {
    const source = folderSkills({
      paths: [builtExample("interview"), builtExample("reference-guide")],
      onlyPaths: true,
      eligibility: false,
      workflow: builtWorkflows({ sessionDir }),
    });
    const { skills } = await source.load();
    const drivers = Object.fromEntries(skills.map((item) => [item.skill.name, item.workflow !== undefined]));
    expect(drivers).toEqual({ "profile-interview": true, "git-field-guide": false });
  });
});
