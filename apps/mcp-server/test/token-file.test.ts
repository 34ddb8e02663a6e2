// `skill-kit-mcp --http` without `--tokens`: no open door. The server makes a token at start and
// writes it to a file only the starting OS user can read (as Jupyter does); a call without it is
// refused, and another OS account can neither read the file nor call. `--no-token` opens the door,
// with a warning; contradicting flags are usage errors.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectHttpClient, startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-token-"));
const skills = join(root, "skills");
const runtime = join(root, "runtime");
const servers: HttpServerProcess[] = [];

beforeAll(() => {
  mkdirSync(join(skills, "greeter"), { recursive: true });
  writeFileSync(join(skills, "greeter", "SKILL.md"), "---\nname: greeter\ndescription: Greets people.\n---\n\nSay hello.\n");
  mkdirSync(runtime, { mode: 0o700 });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(root, { recursive: true, force: true });
});

async function serve(args: readonly string[]): Promise<HttpServerProcess> {
  const server = await startHttpServer({
    command: process.execPath,
    args: [serverBin, "--skills", skills, "--http", "--port", "0", ...args],
    env: { XDG_RUNTIME_DIR: runtime },
  });
  servers.push(server);
  return server;
}

const tokenFileOf = (server: HttpServerProcess): string => {
  const file = /the bearer token \(user local\) is in (\S+),/.exec(server.stderr())?.[1];
  if (file === undefined) throw new Error(`no token file named on stderr:\n${server.stderr()}`);
  return file;
};

const initialize = (url: string, token?: string): Promise<Response> =>
  fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    }),
  });

describe("skill-kit-mcp --http without --tokens", () => {
  it("writes the token it made to a file only this user can read, and refuses calls without it", async () => {
    const server = await serve([]);
    const file = tokenFileOf(server);
    const port = new URL(server.url).port;
    expect(file).toBe(join(runtime, "skill-kit", `mcp-${port}.token`));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(runtime, "skill-kit")).mode & 0o777).toBe(0o700);
    const token = readFileSync(file, "utf8").trim();
    expect(token).toMatch(/^[\w-]{43}$/);

    const refused = await initialize(server.url);
    expect(refused.status).toBe(401);
    expect((await initialize(server.url, "not-the-token-0123456789")).status).toBe(401);
    const client = await connectHttpClient({ url: server.url, token });
    expect((await client.client.listTools()).tools.map((tool) => tool.name)).toContain("activate_skill");
    await client.close();

    await server.kill("SIGTERM");
    expect(existsSync(file)).toBe(false);
  });

  it("writes it where --token-file says, and refuses a folder other users may write", async () => {
    const mine = join(root, "mine");
    mkdirSync(mine, { mode: 0o700 });
    const server = await serve(["--token-file", join(mine, "token")]);
    expect(tokenFileOf(server)).toBe(join(mine, "token"));
    expect(statSync(join(mine, "token")).mode & 0o777).toBe(0o600);

    const shared = join(root, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const run = spawnSync(
      process.execPath,
      [serverBin, "--skills", skills, "--http", "--port", "0", "--token-file", join(shared, "token")],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error: the token file's folder ${shared} is writable by other users (mode 777)`);
    expect(run.stderr).not.toContain("    at ");
    expect(existsSync(join(shared, "token"))).toBe(false);
  });

  it("--no-token serves anyone on loopback, and says so", async () => {
    const server = await serve(["--no-token"]);
    expect(server.stderr()).toContain("warning: --no-token: any process on this machine, of any OS account, may call");
    expect(server.stderr()).not.toContain("the bearer token");
    expect((await initialize(server.url)).status).toBe(200);
  });

  it("refuses flags that contradict each other", () => {
    const tokens = join(root, "tokens");
    writeFileSync(tokens, "ada-token-0123456789 ada\n", { mode: 0o600 });
    const cases: [readonly string[], string][] = [
      [["--no-token", "--tokens", tokens], "--no-token and --tokens contradict each other"],
      [["--token-file", join(root, "t"), "--tokens", tokens], "with --tokens no token is made"],
      [["--token-file", join(root, "t"), "--no-token"], "--token-file and --no-token contradict each other"],
    ];
    for (const [flags, message] of cases) {
      const run = spawnSync(process.execPath, [serverBin, "--skills", skills, "--http", "--port", "0", ...flags], {
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });
});

// Another OS account on the same machine: `nobody`, reached with runuser when this test runs as root,
// running a Node it may execute (this one may sit under /root, as CI's Node 24 does).
const nodeForNobody = ["/usr/bin/node", "/usr/local/bin/node", process.execPath].find(
  (node) =>
    process.getuid?.() === 0 &&
    existsSync(node) &&
    spawnSync("runuser", ["-u", "nobody", "--", node, "-e", "0"], { timeout: 30_000 }).status === 0,
);
if (nodeForNobody === undefined)
  console.log("[skipped] another OS account: needs root, runuser and a node that user nobody may run (CI has them)");

describe.runIf(nodeForNobody !== undefined)("another OS account", () => {
  it("can neither read the token file nor call the server", async () => {
    const server = await serve([]);
    const file = tokenFileOf(server);
    // The probe lives where nobody can read it; it reports what it could do as JSON.
    const probeDir = join(root, "probe");
    mkdirSync(probeDir, { mode: 0o755 });
    chmodSync(root, 0o755);
    const probe = join(probeDir, "probe.mjs");
    writeFileSync(
      probe,
      `import { readFileSync } from "node:fs";
let read = "read";
try { readFileSync(process.argv[2], "utf8"); } catch (error) { read = error.code; }
const answer = await fetch(process.argv[3], { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
  body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
console.log(JSON.stringify({ read, status: answer.status }));
`,
    );
    chmodSync(probe, 0o644);
    const run = spawnSync("runuser", ["-u", "nobody", "--", nodeForNobody ?? "node", probe, file, server.url], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ read: "EACCES", status: 401 });
  });
});
