// `skill-kit-mcp` as a process: a port in use and an unreachable `--store` stop it at start with one
// line on stderr and exit code 1 (a bad --state-key-file with 2), not a stack trace and not a failure
// at the first workflow call.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@skill-kit/test-utils/servers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-start-"));
const skills = join(root, "skills");
let occupied: Server;
let port: number;

beforeAll(async () => {
  mkdirSync(join(skills, "greeter"), { recursive: true });
  writeFileSync(join(skills, "greeter", "SKILL.md"), "---\nname: greeter\ndescription: Greets.\n---\n\nSay hello.\n");
  occupied = createServer();
  await new Promise<void>((resolve) => {
    occupied.listen(0, "127.0.0.1", resolve);
  });
  const address = occupied.address();
  port = address !== null && typeof address === "object" ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => {
    occupied.close(resolve);
  });
  rmSync(root, { recursive: true, force: true });
});

/** Runs the binary to its exit (stdin closed at once); its exit code and stderr. */
function run(args: readonly string[]): Promise<{ readonly code: number | null; readonly stderr: string }> {
  const child = spawn(process.execPath, [serverBin, "--skills", skills, ...args], { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  child.stdin.end();
  return new Promise((resolve) => {
    child.once("exit", (code) => {
      resolve({ code, stderr });
    });
  });
}

/** The lines of stderr that are not the start-up log. */
const errorLines = (stderr: string): string[] =>
  stderr.split("\n").filter((line) => line !== "" && !line.startsWith("[skill-kit-mcp]"));

describe("skill-kit-mcp at start", () => {
  it("says in one line that the port is in use, and exits 1", async () => {
    const result = await run(["--http", "--port", String(port)]);
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      `error: cannot listen on 127.0.0.1:${String(port)}: the port is already in use; stop what listens there or pass another --port`,
    ]);
  });

  it("says in one line that a --state-key-file will not do, and exits 2 (a usage error)", async () => {
    const short = join(root, "short.key");
    writeFileSync(short, "k".repeat(10), { mode: 0o600 });
    const result = await run(["--http", "--port", "0", "--no-token", "--state-key-file", short]);
    expect(result.code).toBe(2);
    expect(errorLines(result.stderr)).toEqual([
      `error: --state-key-file ${short}: a key needs at least 32 bytes, found 10; make one with: head -c 32 /dev/urandom > ${short}`,
    ]);
  });

  it.each([
    ["PostgreSQL", (free: number) => `postgres://skill:pw@127.0.0.1:${String(free)}/runs`],
    ["Redis", (free: number) => `redis://127.0.0.1:${String(free)}`],
  ])("says in one line that the %s store cannot be reached, over HTTP and over stdio, and exits 1", async (name, url) => {
    const spec = url(await freePort());
    for (const mode of [["--http", "--port", "0"], []]) {
      const result = await run([...mode, "--store", spec]);
      expect(result.code).toBe(1);
      const lines = errorLines(result.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^error: --store: the run store \\(${name} at 127\\.0\\.0\\.1:\\d+\\) is unavailable: `),
      );
      expect(result.stderr).not.toContain("pw@");
    }
  });
});
