// A built workflow skill served next to prose skills: start/advance through its scripts/run, and bad input.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectStdioClient, type StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectServer, needsCorpus, serverBin, skillsFolder, type SkillsFolder, textOf } from "./fixture.js";

describe.skipIf(!needsCorpus("skill-kit-mcp workflow skills"))("skill-kit-mcp workflow skills", () => {
  let folder: SkillsFolder;
  let server: StdioClient;
  beforeAll(async () => {
    folder = skillsFolder({ workflow: true });
    server = await connectServer(folder);
  });
  afterAll(async () => {
    await server.close();
    folder.remove();
  });

  const call = async (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const result = await server.callTool(name, args);
    expect(result.isError, textOf(result)).not.toBe(true);
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
    return result.structuredContent ?? {};
  };

  it("runs a workflow from start to done through the skill's own scripts/run", async () => {
    const first = await call("start", { skill: "get-to-know-you", params: { greeting: "Hi" } });
    expect(first).toMatchObject({
      skill: "get-to-know-you",
      status: "prompt",
      step: "greet",
      prompt: "<prompt>\nHi! Ask the user's name.\n</prompt>",
    });
    expect(first["preamble"]).toContain("You are a friendly interviewer.");
    const session = String(first["session"]);
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    expect(existsSync(join(folder.sessions, `skill-kit-${session}.jsonl`))).toBe(true);
    const advance = (step: string, output: unknown) => call("advance", { skill: "get-to-know-you", session, step, output });
    expect(await advance("greet", { name: "Ada" })).toMatchObject({
      status: "prompt",
      step: "ask-role",
      completed: { step: "greet" },
    });
    expect(await advance("ask-role", { role: "design" })).toMatchObject({ status: "prompt", step: "ask-hobby" });
    expect(await advance("ask-hobby", { hobby: "chess", wantsMore: false })).toMatchObject({
      status: "prompt",
      step: "confirm-profile",
    });
    expect(await advance("confirm-profile", { approved: true })).toMatchObject({ status: "prompt", step: "profile-card" });
    const done = await advance("profile-card", { card: "Ada, designer, plays chess." });
    expect(done).toMatchObject({ skill: "get-to-know-you", session, status: "done" });
  });

  it("returns the workflow's own errors: retry on a bad output, a clear message on a bad session", async () => {
    const session = String((await call("start", { skill: "get-to-know-you" }))["session"]);
    const retry = await call("advance", { skill: "get-to-know-you", session, step: "greet", output: { name: 5 } });
    expect(retry).toMatchObject({ status: "error", step: "greet", retry: true });
    const wrongStep = await call("advance", { skill: "get-to-know-you", session, step: "--help", output: {} });
    expect(wrongStep).toMatchObject({
      status: "error",
      retry: false,
      message: 'Unknown step "--help" in skill "get-to-know-you"',
    });
    const badSession = await server.callTool("advance", { skill: "get-to-know-you", session: "nope", step: "greet", output: {} });
    expect(badSession.isError).toBe(true);
    // Refused by the tool's own input schema, before any process starts.
    expect(textOf(badSession)).toBe(
      "Input validation error: Invalid arguments for tool advance: session: session must be the 32 lowercase hex characters that start returned",
    );
    const badParams = await server.callTool("start", { skill: "get-to-know-you", params: { greeting: 5 } });
    expect(textOf(badParams)).toMatch(/^error: Invalid params for skill "get-to-know-you": greeting: greeting must be a string/);
  });

  it("names the code of a failure of scripts/run in _meta, and whether the same call may succeed later", async () => {
    const missing = "0123456789abcdef0123456789abcdef";
    const notFound = await server.callTool("advance", { skill: "get-to-know-you", session: missing, step: "greet", output: {} });
    // The answer a skill's own server gives (a status error result that says to call start), with the code.
    const own = await connectStdioClient({
      command: join(folder.skills, "g2k", "scripts", "run"),
      args: ["mcp", "--session-dir", folder.sessions],
    });
    const ownNotFound = await own.callTool("advance", { session: missing, step: "greet", output: {} });
    await own.close();
    expect(ownNotFound).toMatchObject({
      _meta: { "skill-kit/error": { code: "SESSION_NOT_FOUND", retryable: false } },
      structuredContent: {
        session: missing,
        status: "error",
        retry: false,
        message: expect.stringMatching(/^Unknown session/) as string,
      },
    });
    expect(notFound).toEqual({
      _meta: ownNotFound._meta,
      content: [{ type: "text", text: JSON.stringify(notFound.structuredContent) }],
      structuredContent: { ...ownNotFound.structuredContent, skill: "get-to-know-you" },
    });
    const corrupt = "fedcba9876543210fedcba9876543210";
    writeFileSync(join(folder.sessions, `skill-kit-${corrupt}.jsonl`), "{\n", { mode: 0o600 });
    const broken = await server.callTool("advance", { skill: "get-to-know-you", session: corrupt, step: "greet", output: {} });
    expect(broken).toMatchObject({ isError: true, _meta: { "skill-kit/error": { code: "SESSION_CORRUPT", retryable: false } } });
  });

  it("refuses a prose skill or an unknown name as a workflow", async () => {
    const prose = await server.callTool("start", { skill: "commit" });
    expect(prose.isError).toBe(true);
    expect(textOf(prose)).toContain("Invalid arguments for tool start");
  });

  it("answers malformed calls with errors and keeps serving", async () => {
    for (const [name, args] of [
      ["advance", { skill: "get-to-know-you" }],
      ["read_skill_resource", { skill: 42, path: null }],
      ["activate_skill", {}],
      ["deactivate_skill", { name: ["a"] }],
      ["start", { skill: "get-to-know-you", params: "not an object" }],
    ] as const) {
      const result = await server.callTool(name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toMatch(/Invalid arguments|Input validation error/);
    }
    // An unknown tool is a protocol error, as the MCP spec has it.
    await expect(server.callTool("no_such_tool", {})).rejects.toThrow(/-32602.*no_such_tool/);
    expect((await server.client.listTools()).tools).toHaveLength(5);
  });
});

describe("skill-kit-mcp on bad input at the process level", () => {
  it("survives lines that are not JSON-RPC and still answers", async () => {
    // A folder of one inline skill: this runs on a plain clone, without the corpus.
    const folder = mkdtempSync(join(tmpdir(), "skill-kit-mcp-raw-"));
    mkdirSync(join(folder, "hello"));
    writeFileSync(join(folder, "hello", "SKILL.md"), "---\nname: hello\ndescription: Says hello.\n---\n\nSay hello.\n");
    const child = spawn(process.execPath, [serverBin, "--skills", folder], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    const request = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    };
    child.stdin.write('this is not json\n{"jsonrpc":"2.0"}\n[1,2,3]\n');
    child.stdin.write(`${JSON.stringify(request)}\n`);
    await expect.poll(() => stdout, { timeout: 20_000 }).toContain('"id":1');
    expect(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}")).toMatchObject({
      id: 1,
      result: { serverInfo: { name: "skill-kit-mcp" } },
    });
    child.stdin.end();
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    rmSync(folder, { recursive: true, force: true });
  });

  it("exits 2 with a usage error for missing or bad flags, 0 for --help", () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [serverBin, ...args], { encoding: "utf8", input: "" });
    expect(run().status).toBe(2);
    expect(run().stderr).toMatch(/^error: --skills needs at least one folder/);
    expect(run("--skills", "/no/such/dir").stderr).toBe("error: --skills: /no/such/dir does not exist\n");
    expect(run("--skills", ".", "--budget", "x").stderr).toMatch(/^error: --budget must be a whole number; found "x"/);
    expect(run("--skills", ".", "--wat").status).toBe(2);
    const help = run("--help");
    expect(help.status).toBe(0);
    expect(help.stderr).toContain("Usage: skill-kit-mcp --skills <dir>...");
  });
});
