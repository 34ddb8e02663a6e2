// A process waiting for a session lock marks itself beside it (docs/decisions/2026-11-29-fair-kept-lock.md):
// the marker names the waiter, is removed once the waiter has the lock or gives up, and one left by a
// waiter killed while it waited does not count and is removed.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireLock, lockWaiter, releaseLock } from "./session-lock.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-lock-waiter-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

let locks = 0;
const newLock = (): string => join(root, `skill-kit-${String((locks += 1))}.jsonl.lock`);
const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Waits (bounded) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 1500; tries += 1) {
    if (check()) return;
    await pause(10);
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Another process waiting for `lock` with the real lock code (the built package), until it is killed. */
function waitingProcess(lock: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { acquireLock } = await import("@skill-kit/sessions");
       await acquireLock(${JSON.stringify(lock)}, 60000);
       process.stdout.write("held\\n");`,
    ],
    { cwd: import.meta.dirname, stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((done) =>
    child.once("exit", () => {
      done();
    }),
  );
  return { pid: child.pid ?? 0, kill: () => child.kill("SIGKILL"), exited };
}

describe("a session lock's waiter marker", () => {
  it("is absent while nobody waits", async () => {
    const lock = newLock();
    const ino = await acquireLock(lock, 1000);
    expect(lockWaiter(lock)).toBeUndefined();
    expect(existsSync(`${lock}.waiter`)).toBe(false);
    releaseLock(lock, ino);
  });

  it("names the waiting process while it waits, and is removed once it has the lock", async () => {
    const lock = newLock();
    const held = await acquireLock(lock, 1000);
    const waiting = acquireLock(lock, 5000);
    await until(() => lockWaiter(lock) !== undefined, "the waiter marks itself");
    expect(readFileSync(`${lock}.waiter`, "utf8").split(" ")[0]).toBe(String(process.pid));
    releaseLock(lock, held);
    const taken = await waiting;
    expect(existsSync(`${lock}.waiter`)).toBe(false);
    expect(lockWaiter(lock)).toBeUndefined();
    releaseLock(lock, taken);
  });

  it("is removed when the waiter gives up with SESSION_BUSY", async () => {
    const lock = newLock();
    const held = await acquireLock(lock, 1000);
    await expect(acquireLock(lock, 150)).rejects.toMatchObject({ code: "SESSION_BUSY" });
    expect(existsSync(`${lock}.waiter`)).toBe(false);
    releaseLock(lock, held);
  });

  it("is one file for several waiters: a second waiter leaves the first one's and makes its own after", async () => {
    const lock = newLock();
    const held = await acquireLock(lock, 1000);
    const first = acquireLock(lock, 5000);
    await until(() => lockWaiter(lock) !== undefined, "the first waiter marks itself");
    const marker = lockWaiter(lock);
    const second = acquireLock(lock, 5000);
    await pause(60);
    expect(lockWaiter(lock)).toBe(marker);
    releaseLock(lock, held);
    // One of them takes the lock; the other still waits, with a marker (its own now, or still the first's).
    const winner = await Promise.race([
      first.then((ino) => ({ ino, other: second })),
      second.then((ino) => ({ ino, other: first })),
    ]);
    await until(() => lockWaiter(lock) !== undefined, "the remaining waiter is marked");
    releaseLock(lock, winner.ino);
    releaseLock(lock, await winner.other);
    expect(existsSync(`${lock}.waiter`)).toBe(false);
  });

  it("left by a waiter killed while it waited: does not count, is removed, and a new waiter marks itself", async () => {
    const lock = newLock();
    const held = await acquireLock(lock, 1000);
    const other = waitingProcess(lock);
    await until(
      () => existsSync(`${lock}.waiter`) && readFileSync(`${lock}.waiter`, "utf8").includes(" "),
      "the other process marks itself",
    );
    expect(readFileSync(`${lock}.waiter`, "utf8").split(" ")[0]).toBe(String(other.pid));
    expect(lockWaiter(lock)).toBeDefined();
    other.kill();
    await other.exited;
    expect(existsSync(`${lock}.waiter`)).toBe(true);
    expect(lockWaiter(lock)).toBeUndefined();
    expect(existsSync(`${lock}.waiter`)).toBe(false);
    // A marker of a killed waiter found by the next waiter is replaced by its own.
    const again = waitingProcess(lock);
    await until(() => existsSync(`${lock}.waiter`), "the second process marks itself");
    again.kill();
    await again.exited;
    const waiting = acquireLock(lock, 5000);
    await until(
      () => existsSync(`${lock}.waiter`) && readFileSync(`${lock}.waiter`, "utf8").startsWith(`${String(process.pid)} `),
      "this process replaces the killed waiter's marker",
    );
    releaseLock(lock, held);
    releaseLock(lock, await waiting);
    expect(existsSync(`${lock}.waiter`)).toBe(false);
  });
});
