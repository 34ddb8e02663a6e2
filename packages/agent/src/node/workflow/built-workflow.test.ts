// The driver's own handling of the process: layout checks, failures, bounds. Built skills driven for
// real (files, PostgreSQL, MCP, the AI SDK loop) are in e2e/agent, which builds them with skill-kit.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseSkillMd, type Skill } from "@skill-kit/loader";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtWorkflow, builtWorkflows } from "./built-workflow.js";
import { isBuiltWorkflow } from "./is-built-workflow.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "agent-built-workflow-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A folder laid out as a build, whose `scripts/run` is the given shell script and whose SKILL.md lists `tools`. */
function folder(name: string, script: string, tools: string): string {
  const skill = join(dir, name);
  mkdirSync(join(skill, "scripts"), { recursive: true });
  mkdirSync(join(skill, "bin"));
  writeFileSync(join(skill, "SKILL.md"), `---\nname: ${name}\ndescription: A skill.\nallowed-tools: "${tools}"\n---\n\nBody.\n`);
  writeFileSync(join(skill, "scripts", "run"), `#!/bin/sh\n${script}\n`);
  chmodSync(join(skill, "scripts", "run"), 0o755);
  return skill;
}

function loaded(skill: string, text: string): Skill {
  const parsed = parseSkillMd(text, { directoryName: skill });
  if (!parsed.ok) throw new Error("unparsable");
  return parsed.skill;
}

describe("isBuiltWorkflow", () => {
  it("takes a build's layout, and with the skill only a workflow's (its start tool listed), not a reference's", () => {
    const workflow = folder("intake", "exit 0", "Bash(scripts/run *) Read mcp__intake__start mcp__intake__advance");
    const reference = folder("guide", "exit 0", "Bash(scripts/run *) Read mcp__guide__topic mcp__guide__topics");
    expect(isBuiltWorkflow(workflow)).toBe(true);
    expect(isBuiltWorkflow(join(dir, "missing"))).toBe(false);
    expect(isBuiltWorkflow(join(workflow, "bin"))).toBe(false);
    const intake = loaded("intake", `---\nname: intake\ndescription: d\nallowed-tools: "Read mcp__intake__start"\n---\n`);
    const guide = loaded("guide", `---\nname: guide\ndescription: d\nallowed-tools: "Read mcp__guide__topic"\n---\n`);
    expect(isBuiltWorkflow(workflow, intake)).toBe(true);
    expect(isBuiltWorkflow(reference, guide)).toBe(false);
    expect(builtWorkflows()(workflow, intake)).toBeDefined();
    expect(builtWorkflows()(reference, guide)).toBeUndefined();
  });
});

describe("builtWorkflow", () => {
  it("passes the store flags, and reports a failure's message and code without the session folder or the store", async () => {
    const sessionDir = join(dir, "private-sessions");
    const store = "postgres://app:secret@127.0.0.1:5432/runs";
    const script = [
      'echo "args: $*" >&2',
      'echo "error: session \\"$3\\" not found at ' + sessionDir + "/skill-kit-$3.jsonl (store " + store + ')" >&2',
      'echo "error-code: SESSION_NOT_FOUND" >&2',
      "exit 1",
    ].join("\n");
    const driver = builtWorkflow(folder("intake", script, ""), { sessionDir, store, owner: "ada" });
    const session = "0123456789abcdef0123456789abcdef";
    const result = await driver.advance(session, "name", { name: "Ada" });
    expect(result).toMatchObject({ session, status: "error", retry: false });
    expect(result.message).toBe(
      [
        `args: advance --session ${session} --step name --output - --print --session-dir <session folder> --store <store> --owner ada`,
        `session "${session}" not found at <session folder>/skill-kit-${session}.jsonl (store <store>)`,
      ].join("\n"),
    );
  });

  it("hides the default session folder when no folder or store is named", async () => {
    const folderPath = join(process.env["TMPDIR"] || tmpdir(), "skill-kit-sessions");
    const script = `echo "error: cannot use ${folderPath}/skill-kit-x.jsonl" >&2; echo "error-code: SESSION_DIR_UNSAFE" >&2; exit 1`;
    const result = await builtWorkflow(folder("intake", script, "")).start({});
    expect(result).toEqual({
      session: "",
      status: "error",
      message: "cannot use <session folder>/skill-kit-x.jsonl",
      retry: false,
    });
  });

  it("gives the parsed pointer's session and result on start, the params on stdin", async () => {
    const script = `cat > "$(dirname "$0")/../stdin.json"; echo "$*" > "$(dirname "$0")/../args.txt"; printf '{"sessionId":"abc","result":{"kind":"prompt","step":"s","prompt":"p","schema":{"$schema":"x","type":"object"}}}'`;
    const skill = folder("intake", script, "");
    const result = await builtWorkflow(skill).start({ who: "me" });
    expect(result).toEqual({ session: "abc", status: "prompt", step: "s", prompt: "p", schema: { type: "object" } });
    expect(readFileSync(join(skill, "stdin.json"), "utf8")).toBe('{"who":"me"}');
    expect(readFileSync(join(skill, "args.txt"), "utf8")).toBe("--params - --session new --print\n");
  });

  it("stops a call past its time or output bound, and refuses a step with a NUL before running anything", async () => {
    const slow = builtWorkflow(folder("slow", "sleep 30", ""), { timeoutMs: 200 });
    const late = await slow.start({});
    expect(late).toMatchObject({ session: "", status: "error", retry: false });
    expect(late.message).toContain("was stopped");
    const loud = builtWorkflow(folder("loud", "yes", ""), { maxOutputChars: 100_000 });
    expect((await loud.start({})).message).toContain("printed more than 100000 characters");
    const missing = await builtWorkflow(join(dir, "nowhere")).start({});
    expect(missing.message).toContain("could not run");
    expect(await slow.advance("0123456789abcdef0123456789abcdef", "a\0b", {})).toMatchObject({ status: "error", retry: true });
  });
});
