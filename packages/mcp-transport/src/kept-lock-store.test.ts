// A kept lock: made once for a run of calls, gone after the keep time or when the process exits;
// calls in the process queue, another process waits for it, and one removed by hand is taken again.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withKeptSessionLock } from "./kept-lock-store.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-kept-lock-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
let files = 0;
const sessionFile = (): string => join(root, `skill-kit-${String((files += 1))}.jsonl`);

/** A child process that takes `lock`'s session lock the plain way, then prints when it has it. */
function otherProcess(session: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { withSessionLock } = await import("@skill-kit/sessions");
       process.stdout.write("waiting\\n");
       await withSessionLock(${JSON.stringify(session)}, async () => { process.stdout.write("held\\n"); });`,
    ],
    { cwd: import.meta.dirname, stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((done) => child.once("exit", done));
  return { output: () => out, exited };
}

describe("a kept session lock", () => {
  it("is made once for calls in a row and let go after the keep time", async () => {
    const session = sessionFile();
    const between: boolean[] = [];
    for (let call = 0; call < 3; call += 1) {
      await withKeptSessionLock(session, () => Promise.resolve(), { timeoutMs: 1000, keepMs: 200 });
      between.push(existsSync(`${session}.lock`));
    }
    expect(between).toEqual([true, true, true]);
    await pause(400);
    expect(existsSync(`${session}.lock`)).toBe(false);
  });

  it("queues calls of this process: their work never overlaps", async () => {
    const session = sessionFile();
    const events: string[] = [];
    const call = (name: string) =>
      withKeptSessionLock(
        session,
        async () => {
          events.push(`${name} in`);
          await pause(20);
          events.push(`${name} out`);
        },
        { timeoutMs: 1000, keepMs: 50 },
      );
    await Promise.all([call("a"), call("b"), call("c")]);
    expect(events).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
  });

  it("takes the lock again when it was removed by hand between calls", async () => {
    const session = sessionFile();
    const options = { timeoutMs: 1000, keepMs: 5000 };
    await withKeptSessionLock(session, () => Promise.resolve(), options);
    unlinkSync(`${session}.lock`);
    const second = await withKeptSessionLock(session, () => Promise.resolve(existsSync(`${session}.lock`)), options);
    expect(second).toBe(true);
  });

  it("keeps another process waiting until it is let go, then that process gets it", async () => {
    const session = sessionFile();
    await withKeptSessionLock(session, () => Promise.resolve(), { timeoutMs: 1000, keepMs: 1500 });
    const other = otherProcess(session);
    while (!other.output().includes("waiting")) await pause(10);
    await pause(300);
    expect(other.output()).not.toContain("held");
    expect(existsSync(`${session}.lock`)).toBe(true);
    expect(await other.exited).toBe(0);
    expect(other.output()).toContain("held");
    expect(existsSync(`${session}.lock`)).toBe(false);
  });
});
