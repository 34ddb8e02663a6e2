// Files an agent or a user names that are not ordinary files (issue 16, item 2): `/proc` files whose
// size is 0 by `stat` but that never end, devices, FIFOs and folders. Each is refused at once with
// a message, through the real binary, and nothing reads more than its limit. The loader's side is
// in packages/loader/test/reliability/special-files.test.ts.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bin, fixture, runCliAsync, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-special-files-");
afterAll(() => {
  sandbox.remove();
});
const fifo = join(sandbox.dir, "fifo");
expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
const folder = join(sandbox.dir, "folder");
mkdirSync(folder);

/** Generous: a call that reads for ever is killed here (status null) instead of hanging the suite. */
const killAfterMs = 20_000;

describe("@file values that are not ordinary files", () => {
  const cases: [flag: string, path: string, message: RegExp][] = [
    ["--params", "/proc/self/pagemap", /--params @\/proc\/self\/pagemap is more than 1048576 bytes; the limit is 1048576 bytes/],
    ["--output", "/dev/zero", /--output @\/dev\/zero: not a regular file \(a device\)/],
    ["--history", fifo, /--history @.*fifo: not a regular file \(a FIFO\)/],
    ["--output", folder, /--output @.*folder: not a regular file \(a folder\)/],
  ];
  for (const [flag, path, message] of cases) {
    it(`${flag} @${path.replace(sandbox.dir, "<tmp>")} is refused at once`, async () => {
      const args =
        flag === "--params"
          ? ["--params", `@${path}`]
          : [
              "advance",
              "--step",
              "greet",
              "--output",
              flag === "--output" ? `@${path}` : "{}",
              ...(flag === "--history" ? ["--history", `@${path}`] : []),
            ];
      const out = await runCliAsync("g2k", args, { killAfterMs });
      expect(out.stderr).toMatch(message);
      expect(out.status).toBe(1);
      expect(out.stdout).toBe("");
    });
  }

  it("stdin that never ends is read only up to the largest limit", async () => {
    const out = await new Promise<{ status: number | null; stderr: string }>((done) => {
      // `sh -c '… < /dev/zero'`: the agent's shell points stdin at a device.
      const child = spawn("sh", [
        "-c",
        `exec node ${JSON.stringify(bin)} run ${JSON.stringify(fixture("g2k"))} advance --step greet --output - < /dev/zero`,
      ]);
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs * 2);
      child.on("close", (status) => {
        clearTimeout(timer);
        done({ status, stderr });
      });
    });
    expect(out.stderr).toMatch(/--output is more than \d+ bytes; the limit is 1048576 bytes/);
    expect(out.status).toBe(1);
  });
});
