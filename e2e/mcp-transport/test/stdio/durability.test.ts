// Durable sessions: MCP sessions are the CLI's session files, so they outlive the server process
// and can be continued from the CLI (and the other way round).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bin, fixture, runCli, tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect, serverCommand, sessionsIn } from "@skill-kit/test-utils/mcp-client";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
beforeEach(() => {
  sandbox = tempDir("skill-kit-mcp-durable-");
  sessions = sessionsIn(sandbox.dir);
});
afterEach(() => {
  sandbox.remove();
});

const fileOf = (session: unknown) => join(sessions, `skill-kit-${String(session)}.jsonl`);
const lines = (session: unknown) =>
  readFileSync(fileOf(session), "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const cli = (...args: string[]) => runCli("g2k", [...args, "--session-dir", sessions]);

describe("session files", () => {
  it("start writes the CLI's header and lines (0600 in a 0700 directory); advance appends output and result lines", async () => {
    const server = await connect("g2k", ["--host", "claude-code", "--tools", "Bash,Read", "--session-dir", sessions]);
    const { session } = await call(server, "start", { params: { greeting: "Hi" } });
    await call(server, "advance", { session, step: "greet", output: { name: "Ada" } });
    await server.close();
    const [header, first, output, second] = lines(session);
    expect(header).toEqual({
      type: "header",
      sessionId: session,
      skill: "get-to-know-you",
      host: "claude-code",
      tools: ["Bash", "Read"],
      params: { greeting: "Hi" },
      createdAt: expect.any(String) as string,
      outputMode: "flag",
    });
    expect(first).toMatchObject({ type: "prompt", kind: "prompt", step: "greet", preamble: expect.any(String) as string });
    expect(output).toEqual({ type: "output", step: "greet", output: { name: "Ada" } });
    expect(second).toMatchObject({ type: "prompt", kind: "prompt", step: "ask-role", completed: { step: "greet" } });
    expect(statSync(fileOf(session)).mode & 0o777).toBe(0o600);
    expect(statSync(sessions).mode & 0o777).toBe(0o700);
  });

  it("a killed server's session is finished on a new server process", async () => {
    const first = await connect("g2k", ["--session-dir", sessions]);
    const { session } = await call(first, "start");
    await call(first, "advance", { session, step: "greet", output: { name: "Ada" } });
    first.kill();
    await first.close();
    const second = await connect("g2k", ["--session-dir", sessions]);
    expect(second.pid).not.toBe(first.pid);
    const next = await call(second, "advance", { session, step: "ask-role", output: { role: "pm" } });
    expect(next).toMatchObject({ session, status: "prompt", step: "ask-hobby", completed: { step: "ask-role" } });
    await call(second, "advance", { session, step: "ask-hobby", output: { hobby: "go", wantsMore: false } });
    await call(second, "advance", { session, step: "confirm-profile", output: { approved: true } });
    expect(await call(second, "advance", { session, step: "profile-card", output: { card: "Ada" } })).toMatchObject({
      status: "done",
      finalOutput: { card: "Ada" },
    });
    await second.close();
  });

  it("the CLI continues an MCP session, and MCP continues a CLI session", async () => {
    const server = await connect("g2k", ["--session-dir", sessions]);
    const { session } = await call(server, "start");
    const byCli = cli("advance", "--session", String(session), "--step", "greet", "--output", '{"name":"Ada"}', "--print");
    expect(byCli.status).toBe(0);
    expect(byCli.json()).toMatchObject({ kind: "prompt", step: "ask-role" });
    expect(await call(server, "advance", { session, step: "ask-role", output: { role: "dev" } })).toMatchObject({
      step: "ask-stack",
      completed: { step: "ask-role" },
    });

    const pointer = cli("--params", "{}", "--session", "new", "--output-mode", "flag").json();
    const fromCli = await call(server, "advance", { session: pointer["sessionId"], step: "greet", output: { name: "Bo" } });
    expect(fromCli).toMatchObject({ session: pointer["sessionId"], status: "prompt", step: "ask-role" });
    expect(
      cli(
        "advance",
        "--session",
        String(pointer["sessionId"]),
        "--step",
        "ask-role",
        "--output",
        '{"role":"pm"}',
        "--print",
      ).json(),
    ).toMatchObject({ step: "ask-hobby" });
    await server.close();
  });
});

describe("process life", () => {
  it("exits with 0 when the client closes stdin", async () => {
    const { command, args } = serverCommand("g2k", ["--session-dir", sessions]);
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    };
    const answered = new Promise<string>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => {
        resolve(chunk.toString());
      }),
    );
    child.stdin.write(`${JSON.stringify(initialize)}\n`);
    expect(JSON.parse(await answered)).toMatchObject({ id: 1, result: { serverInfo: { name: "get-to-know-you" } } });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
  });

  it("refuses a session directory others can write to before serving", () => {
    const open = join(sandbox.dir, "open");
    mkdirSync(open);
    chmodSync(open, 0o777); // chmod, not mkdir's mode: the umask would clear the write bits
    const refused = runCli("g2k", ["mcp", "--session-dir", open]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^error: refusing session directory .*: it is writable by group or others \(mode 777\)/);
    expect(runCli("g2k", ["mcp", "--subagent"]).stderr).toMatch(/unknown option "--subagent" for scripts\/run mcp/);
  });

  it("decision 14: a non-mcp call never loads the MCP SDK (mcp does)", () => {
    writeFileSync(
      join(sandbox.dir, "hook.mjs"),
      'export async function resolve(s, c, next) { const r = await next(s, c); if (r.url.includes("modelcontextprotocol")) process.stderr.write("SDK " + r.url + "\\n"); return r; }\n',
    );
    writeFileSync(
      join(sandbox.dir, "register.mjs"),
      `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(join(sandbox.dir, "hook.mjs")).href)});\n`,
    );
    const traced = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", join(sandbox.dir, "register.mjs"), bin, "run", fixture("g2k"), ...args], {
        encoding: "utf8",
        input: "",
      });
    const start = traced("--params", "{}");
    expect(start.status).toBe(0);
    expect(start.stderr).not.toContain("SDK ");
    expect(traced("mcp", "--session-dir", sessions).stderr).toContain("SDK ");
  });
});
