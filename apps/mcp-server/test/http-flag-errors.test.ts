// `skill-kit-mcp --http` with a bad HTTP flag, as a process: the flag's `UsageError` is one
// `error: …` line on stderr and exit 2, as for any other usage error, before anything listens.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-http-flags-"));
const skills = join(root, "skills");
mkdirSync(join(skills, "greeter"), { recursive: true });
writeFileSync(join(skills, "greeter", "SKILL.md"), "---\nname: greeter\ndescription: Greets.\n---\n\nSay hello.\n");
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Runs the binary to its exit (stdin closed at once); its exit code and the stderr lines that are not the start-up log. */
function run(args: readonly string[]): Promise<{ readonly code: number | null; readonly errors: readonly string[] }> {
  const child = spawn(process.execPath, [serverBin, "--skills", skills, ...args], { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  child.stdin.end();
  return new Promise((resolve) => {
    child.once("exit", (code) => {
      resolve({ code, errors: stderr.split("\n").filter((line) => line !== "" && !line.startsWith("[skill-kit-mcp]")) });
    });
  });
}

describe("skill-kit-mcp --http with a bad HTTP flag", () => {
  it("prints a serving bound that is not a number as a usage error and exits 2", async () => {
    expect(await run(["--http", "--port", "0", "--max-user-rate", "nope"])).toEqual({
      code: 2,
      errors: ['error: --max-user-rate needs a whole number from 1 to 1000000; found "nope"'],
    });
  });

  it("prints bounds that contradict each other the same way", async () => {
    expect(await run(["--http", "--port", "0", "--max-requests", "2", "--max-user-requests", "5"])).toEqual({
      code: 2,
      errors: ["error: --max-user-requests (5) must be at most --max-requests (2)"],
    });
  });
});
