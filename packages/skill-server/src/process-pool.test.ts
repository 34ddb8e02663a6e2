// Real child processes (Node itself), no clocks: a call that had to wait says so, and stop ends everything.
import { describe, expect, it } from "vitest";
import { ProcessPool } from "./process-pool.js";
import type { ProcessInput } from "./run-process.js";

const node = (script: string, stdin = ""): ProcessInput => ({
  file: process.execPath,
  args: ["-e", script],
  stdin,
  cwd: process.cwd(),
  timeoutMs: 60_000,
});
const echo = node("process.stdin.pipe(process.stdout)", "hello");
const forever = node("setInterval(() => {}, 1000)");

describe("ProcessPool", () => {
  it("runs at most `limit` processes at once; the one that waited reports queuedMs", async () => {
    const pool = new ProcessPool(1);
    const [first, second] = await Promise.all([pool.run(echo), pool.run(echo)]);
    expect(first).toEqual({ code: 0, stdout: "hello", stderr: "", queuedMs: undefined });
    expect(second).toMatchObject({ code: 0, stdout: "hello", stderr: "" });
    expect(second.queuedMs).toBeTypeOf("number");
  });

  it("stop ends the live process with SIGTERM and refuses what is queued", async () => {
    const pool = new ProcessPool(1);
    const live = pool.run(forever);
    const queued = pool.run(echo);
    await pool.stop(60_000);
    expect(await live).toMatchObject({ code: null, stderr: expect.stringContaining("was stopped (SIGTERM)") as unknown });
    expect(await queued).toMatchObject({ code: null, stdout: "", stderr: "the server is stopping: its client has gone" });
  });
});
