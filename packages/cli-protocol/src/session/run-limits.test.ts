// Run limits on a session start (`--max-runs-per-user`, `--run-ttl`, `--finished-run-ttl`, as
// skill-kit-mcp passes them): an owner at the bound is refused with SESSION_LIMIT, nothing written,
// and a program that runs this one (SKILL_KIT_ERROR_CODES=1) is told the code and when to retry;
// another owner starts; expired runs are swept; the flags belong to session start and advance only.
import { mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import type { ProtocolIo } from "../io.js";
import { runProtocol } from "../run-protocol.js";

const note = skill({ name: "note", description: "Takes a note", entry: "write" })
  .step("write", { prompt: "Write a note.", response: type({ text: "string" }), next: terminal })
  .build();

const root = mkdtempSync(join(tmpdir(), "skill-kit-cli-limits-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function call(argv: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: ProtocolIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: () => Promise.resolve(""),
    env: { ...process.env, SKILL_KIT_ERROR_CODES: "1" },
  };
  const code = await runProtocol(note, argv, { io });
  return { code, stdout, stderr };
}

const limits = ["--max-runs-per-user", "2", "--run-ttl", "3600000", "--finished-run-ttl", "3600000"];
const startAs = (owner: string, dir: string) =>
  call(["--params", "{}", "--session", "new", "--store", `file:${dir}`, "--owner", owner, ...limits]);
const runFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".jsonl"));

describe("run limits on a session start", () => {
  it("refuses an owner at the bound with SESSION_LIMIT and its wait, writes nothing, and starts another owner's run", async () => {
    const dir = mkdtempSync(join(root, "bound-"));
    expect((await startAs("ada", dir)).code).toBe(0);
    expect((await startAs("ada", dir)).code).toBe(0);
    const refused = await startAs("ada", dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error-code: SESSION_LIMIT$/m);
    const wait = Number(/^error-retry-after-ms: (\d+)$/m.exec(refused.stderr)?.[1]);
    expect(wait).toBeGreaterThan(3_000_000);
    expect(runFiles(dir)).toHaveLength(2);
    expect((await startAs("bob", dir)).code).toBe(0);
    expect(runFiles(dir)).toHaveLength(3);
  });

  it("lets abandoned runs (unchanged past --run-ttl) stop counting, and sweeps them", async () => {
    const dir = mkdtempSync(join(root, "expiry-"));
    await startAs("ada", dir);
    await startAs("ada", dir);
    const old = runFiles(dir);
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    for (const file of old) utimesSync(join(dir, file), twoHoursAgo, twoHoursAgo);
    expect((await startAs("ada", dir)).code).toBe(0);
    expect(runFiles(dir).filter((file) => old.includes(file))).toEqual([]);
    expect(runFiles(dir)).toHaveLength(1);
  });

  it("takes the flags with a session only, and refuses a bad value", async () => {
    const stateless = await call(["--params", "{}", "--run-ttl", "1h"]);
    expect(stateless.code).toBe(1);
    expect(stateless.stderr).toContain("--run-ttl applies to sessions");
    const dir = mkdtempSync(join(root, "bad-"));
    const bad = await call(["--params", "{}", "--session", "new", "--session-dir", dir, "--run-ttl", "soon"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--run-ttl takes a duration from 1s to 366d");
  });
});
