// A kept lock: made once for a run of calls, gone after the keep time or when the process exits;
// calls in the process queue, another process waits for it, and one removed by hand is taken again.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from "node:fs";
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

/**
 * A child process that takes `lock`'s session lock the plain way, then prints when it has it. A gated
 * one loads first, prints "ready" and waits for `go()`, so a test can time its lock from that point
 * rather than from a start-up that a loaded machine can stretch past any keep time.
 */
function otherProcess(session: string, gated = false) {
  const gate = gated
    ? `process.stdout.write("ready\\n"); await new Promise((go) => process.stdin.once("data", go)); process.stdin.destroy();`
    : "";
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { withSessionLock } = await import("@skill-kit/sessions");
       ${gate}
       process.stdout.write("waiting\\n");
       await withSessionLock(${JSON.stringify(session)}, async () => { process.stdout.write("held\\n"); });`,
    ],
    { cwd: import.meta.dirname, stdio: ["pipe", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((done) => child.once("exit", done));
  return {
    output: () => out,
    exited,
    go: () => child.stdin.write("go\n"),
    kill: () => child.kill("SIGKILL"),
    stop: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
  };
}

/** Waits (bounded) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 12_000; tries += 1) {
    if (check()) return;
    await pause(5);
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** The pid the session's lock names, or undefined when there is none. */
function lockHolder(session: string): string | undefined {
  return existsSync(`${session}.lock`) ? readFileSync(`${session}.lock`, "utf8").split(" ")[0] : undefined;
}

/** The waiter marker's text, or "" when there is none. */
function readMarker(session: string): string {
  try {
    return readFileSync(`${session}.lock.waiter`, "utf8");
  } catch {
    return "";
  }
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
    const other = otherProcess(session, true);
    await until(() => other.output().includes("ready"), "the other process has loaded");
    // Kept well past the check below, however slowly the other process goes on.
    await withKeptSessionLock(session, () => Promise.resolve(), { timeoutMs: 1000, keepMs: 5000 });
    other.go();
    await until(() => other.output().includes("waiting"), "the other process tries the lock");
    await pause(300);
    expect(other.output()).not.toContain("held");
    expect(existsSync(`${session}.lock`)).toBe(true);
    expect(await other.exited).toBe(0);
    expect(other.output()).toContain("held");
    expect(existsSync(`${session}.lock`)).toBe(false);
  });

  it("lets a process that waits in at its next call, then takes the lock again for that call", async () => {
    const session = sessionFile();
    const options = { timeoutMs: 5000, keepMs: 60_000 };
    await withKeptSessionLock(session, () => Promise.resolve(), options);
    const other = otherProcess(session);
    await until(() => existsSync(`${session}.lock.waiter`), "the other process marks itself as waiting");
    const seen = await withKeptSessionLock(
      session,
      () => Promise.resolve({ other: other.output(), holder: lockHolder(session) }),
      options,
    );
    expect(seen.other).toContain("held");
    expect(seen.holder).toBe(String(process.pid));
    expect(await other.exited).toBe(0);
    expect(existsSync(`${session}.lock.waiter`)).toBe(false);
    expect(lockHolder(session)).toBe(String(process.pid));
  });

  it("lets a waiting process in during calls 5 ms apart, and every call here holds the lock itself", async () => {
    const session = sessionFile();
    const options = { timeoutMs: 5000, keepMs: 50 };
    await withKeptSessionLock(session, () => Promise.resolve(), options);
    const other = otherProcess(session);
    const holders = new Set<string | undefined>();
    let calls = 0;
    for (; calls < 2000 && !other.output().includes("held"); calls += 1) {
      holders.add(await withKeptSessionLock(session, () => Promise.resolve(lockHolder(session)), options));
      await pause(5);
    }
    expect(other.output()).toContain("held");
    expect(calls).toBeLessThan(2000);
    expect([...holders]).toEqual([String(process.pid)]);
    expect(await other.exited).toBe(0);
  });

  it("does not give way to the marker of a waiter killed while it waited, and removes it", async () => {
    const session = sessionFile();
    const options = { timeoutMs: 5000, keepMs: 60_000 };
    await withKeptSessionLock(session, () => Promise.resolve(), options);
    const lockText = readFileSync(`${session}.lock`, "utf8");
    const other = otherProcess(session);
    await until(() => readMarker(session).includes(" "), "the other process marks itself as waiting");
    other.kill();
    await other.exited;
    expect(existsSync(`${session}.lock.waiter`)).toBe(true);
    for (let call = 0; call < 3; call += 1) await withKeptSessionLock(session, () => Promise.resolve(), options);
    // The same lock file all along: kept, never let go for the dead waiter.
    expect(readFileSync(`${session}.lock`, "utf8")).toBe(lockText);
    expect(existsSync(`${session}.lock.waiter`)).toBe(false);
  });

  it("takes the lock again when a live waiter does not take its turn (stopped), and that waiter gets it once it goes on", async () => {
    const session = sessionFile();
    const options = { timeoutMs: 5000, keepMs: 60_000 };
    await withKeptSessionLock(session, () => Promise.resolve(), options);
    const other = otherProcess(session);
    await until(() => readMarker(session).includes(" "), "the other process marks itself as waiting");
    other.stop();
    const locks: string[] = [];
    for (let call = 0; call < 3; call += 1)
      locks.push(await withKeptSessionLock(session, () => Promise.resolve(readFileSync(`${session}.lock`, "utf8")), options));
    // Each call held a lock of its own process; the first gave way, the next ones passed the stopped waiter over (the same lock kept).
    expect(locks.map((text) => text.split(" ")[0])).toEqual([String(process.pid), String(process.pid), String(process.pid)]);
    expect(locks[2]).toBe(locks[1]);
    other.resume();
    for (let call = 0; call < 2000 && !other.output().includes("held"); call += 1) {
      await withKeptSessionLock(session, () => Promise.resolve(), options);
      await pause(5);
    }
    expect(other.output()).toContain("held");
    expect(await other.exited).toBe(0);
  });
});
