// The workflow processes of skill-kit-mcp (issue 16, items 4, 5 and 7): at most --max-processes at
// once with the rest answered in order, all of them stopped when the client leaves, and arguments
// an argument vector cannot carry refused by name before anything is spawned.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectStdioClient, type StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin, textOf } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-processes-"));
const skills = join(root, "skills");
const sessions = join(root, "sessions");
beforeAll(() => {
  mkdirSync(sessions, { mode: 0o700 });
  const cli = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
  const entry = fileURLToPath(new URL("../../../tooling/test-utils/fixtures/slow-action.ts", import.meta.url));
  const build = spawnSync(process.execPath, [cli, "build", entry, "-o", join(skills, "slow-action"), "--no-typecheck"], {
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`building slow-action failed:\n${build.stderr}`);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function marks(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  return dir;
}

const connect = (env: Record<string, string>, extra: readonly string[] = []): Promise<StdioClient> =>
  connectStdioClient({
    command: process.execPath,
    args: [serverBin, "--skills", skills, "--session-dir", sessions, ...extra],
    env: { ...env },
  });

describe("--max-processes", () => {
  it("runs at most that many workflow processes at once; the rest wait in order and say so", async () => {
    const dir = marks("limit");
    const server = await connect({ SLOW_ACTION_DIR: dir }, ["--max-processes", "2"]);
    try {
      const results = await Promise.all(Array.from({ length: 8 }, () => server.callTool("start", { skill: "slow-action" })));
      const structured = results.map((result) => result.structuredContent ?? {});
      expect(structured.map((result) => result["status"])).toEqual(Array.from({ length: 8 }, () => "prompt"));
      const seen = readFileSync(join(dir, "seen"), "utf8").trim().split("\n").map(Number);
      expect(seen).toHaveLength(8);
      expect(Math.max(...seen)).toBeLessThanOrEqual(2);
      // The first two got a slot at once; the six others waited, and their replies say for how long.
      const waited = structured.filter((result) => typeof result["queuedMs"] === "number");
      expect(waited).toHaveLength(6);
      expect(structured.slice(0, 2).every((result) => result["queuedMs"] === undefined)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe("when the client leaves", () => {
  it("the server stops its workflow processes and exits", async () => {
    const dir = marks("leave");
    const server = spawn(process.execPath, [serverBin, "--skills", skills, "--session-dir", sessions], {
      env: { ...process.env, SLOW_ACTION_DIR: dir, SLOW_ACTION_MS: "600000" },
      stdio: ["pipe", "pipe", "inherit"],
    });
    const exited = new Promise<number | null>((done) =>
      server.once("exit", (code) => {
        done(code);
      }),
    );
    const send = (message: unknown) => server.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1" } },
    });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "start", arguments: { skill: "slow-action" } } });
    const running = async (): Promise<number> => {
      for (let tries = 0; tries < 600; tries += 1) {
        const mark = readdirSync(dir).find((name) => name.startsWith("running-"));
        if (mark !== undefined) return Number(mark.slice("running-".length));
        await new Promise((wake) => setTimeout(wake, 50));
      }
      throw new Error("the workflow process never started");
    };
    const child = await running();
    server.stdin.end();
    expect(await exited).toBe(0);
    const alive = (() => {
      try {
        process.kill(child, 0);
        return true;
      } catch {
        return false;
      }
    })();
    expect(alive).toBe(false);
    expect(existsSync(join(dir, `running-${String(child)}`))).toBe(true);
  });
});

describe("arguments an argument vector cannot carry", () => {
  it.each([
    ["a NUL byte in step", { step: "gr\0eet" }, /step must not contain a NUL character/],
    ["a 200 KiB step", { step: "s".repeat(200 * 1024) }, /step is longer than 1024 characters/],
    ["a NUL byte in session", { session: `${"a".repeat(31)}\0` }, /session must be the 32 lowercase hex characters/],
    ["a 200 KiB session", { session: "a".repeat(200 * 1024) }, /session must be the 32 lowercase hex characters/],
  ])("%s is refused by name, with no raw Node error", async (_, override, message) => {
    const server = await connect({});
    try {
      const result = await server.callTool("advance", {
        skill: "slow-action",
        session: "a".repeat(32),
        step: "answer",
        output: { fine: true },
        ...override,
      });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(message);
      expect(textOf(result)).not.toContain("E2BIG");
    } finally {
      await server.close();
    }
  });
});

describe("a built workflow skill's files and resource errors", () => {
  it("lists no bin/ internals as resources or in activate_skill, and says each resource error once", async () => {
    const server = await connect({});
    try {
      const { resources } = await server.client.listResources();
      const names = resources.map((resource) => resource.name);
      expect(names).toContain("slow-action/scripts/run");
      expect(names.filter((name) => name.startsWith("slow-action/bin/"))).toEqual([]);
      const activated = textOf(await server.callTool("activate_skill", { name: "slow-action" }));
      expect(activated).toContain("<file>scripts/run</file>");
      expect(activated).not.toContain("<file>bin/");
      const missing = await server.client.readResource({ uri: "skill://nope/SKILL.md" }).then(
        () => "read",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(missing).toBe("MCP error -32602: no skill at skill://nope/SKILL.md; see skill://index.json");
    } finally {
      await server.close();
    }
  });

  it("speaks of the tool's arguments, not the CLI's flags", async () => {
    const server = await connect({});
    try {
      const result = await server.callTool("advance", {
        skill: "slow-action",
        session: "a".repeat(32),
        step: "answer",
        output: { text: "x".repeat(2 * 1024 * 1024) },
      });
      expect(textOf(result)).not.toContain("--output");
    } finally {
      await server.close();
    }
  });
});
