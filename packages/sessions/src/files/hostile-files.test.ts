// What another user, a crash or a careless agent may leave where sessions live: locks that are
// links, folders, FIFOs, empty, huge or held by a process that is gone; session files that are
// links or FIFOs, torn, or not JSON; ids that would build a path elsewhere. Each is refused with a
// coded error or taken over by exactly the rule it names, and nothing is read or written through a link.
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SkillKitError } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import type { RunHeader, RunRecord } from "../run-records.js";
import { fileRunStore } from "./file-run-store.js";
import { formatIdentity, ownIdentity } from "./process-identity.js";
import { checkSessionId, newSessionId } from "./session-id.js";
import { acquireLock, releaseLock, withSessionLock } from "./session-lock.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-hostile-files-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let made = 0;
const fresh = (): string => {
  const dir = join(root, `d${String((made += 1))}`);
  mkdirSync(dir, { mode: 0o700 });
  return dir;
};
const hasFifo = spawnSync("mkfifo", ["--help"]).error === undefined;
const fifoAt = (path: string): boolean => spawnSync("mkfifo", [path]).status === 0;
/** Ages a file by `ms` (its mtime), as a lock left by a holder killed that long ago. */
const aged = (path: string, ms: number): void => {
  const when = new Date(Date.now() - ms);
  utimesSync(path, when, when);
};

async function codeOf(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return SkillKitError.isInstance(error) ? error.code : `not coded: ${String(error)}`;
  }
  return "no error";
}

describe("a session lock left by someone else", () => {
  it("is refused as SESSION_UNSAFE when it is a symbolic link, a folder or a FIFO, and the link's target is untouched", async () => {
    const dir = fresh();
    writeFileSync(join(dir, "target"), "keep");
    symlinkSync(join(dir, "target"), join(dir, "a.jsonl.lock"));
    expect(await codeOf(() => acquireLock(join(dir, "a.jsonl.lock"), 200))).toBe("SESSION_UNSAFE");
    expect(readFileSync(join(dir, "target"), "utf8")).toBe("keep");
    mkdirSync(join(dir, "b.jsonl.lock"));
    expect(await codeOf(() => acquireLock(join(dir, "b.jsonl.lock"), 200))).toBe("SESSION_UNSAFE");
    if (hasFifo && fifoAt(join(dir, "c.jsonl.lock")))
      expect(await codeOf(() => acquireLock(join(dir, "c.jsonl.lock"), 200))).toBe("SESSION_UNSAFE");
    else console.log("skipped the FIFO lock: no mkfifo on this system");
  });

  it("is waited for while it is empty and fresh (its holder may be writing it), then SESSION_BUSY", async () => {
    const lock = join(fresh(), "a.jsonl.lock");
    writeFileSync(lock, "");
    expect(await codeOf(() => acquireLock(lock, 100))).toBe("SESSION_BUSY");
    expect(existsSync(lock)).toBe(true);
  });

  it("is taken over when it is empty or unreadable for longer than a holder takes to write it", async () => {
    const dir = fresh();
    for (const [name, text] of [
      ["empty", ""],
      ["garbage", "not a lock at all"],
      ["huge", "x".repeat(1024 * 1024)],
    ] as const) {
      const lock = join(dir, `${name}.jsonl.lock`);
      writeFileSync(lock, text);
      aged(lock, 10_000);
      const ino = await acquireLock(lock, 2000);
      // The lock is now this process's own: one short line naming it.
      expect(readFileSync(lock, "utf8").split(" ")[0], name).toBe(String(process.pid));
      releaseLock(lock, ino);
      expect(existsSync(lock), name).toBe(false);
    }
  });

  it("is taken over when the process it names is gone, and waited for while that process lives", async () => {
    const dir = fresh();
    const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    const gone = join(dir, "gone.jsonl.lock");
    writeFileSync(gone, `${child.stdout} 0 unknown-boot abc.1\n`);
    const ino = await acquireLock(gone, 2000);
    releaseLock(gone, ino);
    // A lock naming this (live) process, as another call of it would have made it: waited for.
    const held = join(dir, "held.jsonl.lock");
    writeFileSync(held, `${formatIdentity(ownIdentity())} abc.2\n`);
    expect(await codeOf(() => acquireLock(held, 100))).toBe("SESSION_BUSY");
  });

  it("is released only if it is still the file this call made", async () => {
    const lock = join(fresh(), "a.jsonl.lock");
    const ino = await acquireLock(lock, 1000);
    // Moved aside by hand (the file, hence its inode, still exists) and another lock made in its place.
    renameSync(lock, `${lock}.old`);
    writeFileSync(lock, "someone else's\n");
    releaseLock(lock, ino);
    expect(readFileSync(lock, "utf8")).toBe("someone else's\n");
  });
});

const headerOf = (id: string): RunHeader => ({
  type: "header",
  sessionId: id,
  skill: "s",
  host: "generic",
  params: {},
  createdAt: "2026-11-29T00:00:00.000Z",
  outputMode: "file",
});
const prompt = (step: string): RunRecord => ({ type: "result", result: { kind: "prompt", step, prompt: step, schema: null } });

describe("a session file left by someone else", () => {
  it("is not read through a symbolic link, nor when it is a folder or a FIFO", async () => {
    const dir = fresh();
    const store = fileRunStore({ sessionDir: dir });
    const linked = newSessionId();
    writeFileSync(join(dir, "elsewhere"), `${JSON.stringify(headerOf(linked))}\n`);
    symlinkSync(join(dir, "elsewhere"), join(dir, `skill-kit-${linked}.jsonl`));
    expect(await codeOf(() => store.read(linked, undefined))).toBe("SESSION_UNSAFE");
    const folder = newSessionId();
    mkdirSync(join(dir, `skill-kit-${folder}.jsonl`));
    expect(await codeOf(() => store.read(folder, undefined))).toBe("SESSION_UNSAFE");
    const fifo = newSessionId();
    if (hasFifo && fifoAt(join(dir, `skill-kit-${fifo}.jsonl`)))
      expect(await codeOf(() => store.read(fifo, undefined))).toBe("SESSION_UNSAFE");
  });

  it("is refused as SESSION_CORRUPT with a line that is not JSON or a header that is not one, and read as torn when only its tail is cut", async () => {
    const dir = fresh();
    const store = fileRunStore({ sessionDir: dir });
    const id = newSessionId();
    const path = await store.create({ id, owner: undefined, header: headerOf(id), records: [prompt("a")] });
    const whole = readFileSync(path, "utf8");
    appendFileSync(path, '{"type":"output","step":"a","out');
    expect((await store.read(id, undefined)).torn).toBe(true);
    writeFileSync(path, whole.replace("\n", "\nnot json\n"));
    expect(await codeOf(() => store.read(id, undefined))).toBe("SESSION_CORRUPT");
    writeFileSync(path, whole.replace('"type":"header"', '"type":"headless"'));
    expect(await codeOf(() => store.read(id, undefined))).toBe("SESSION_CORRUPT");
    writeFileSync(path, whole.replace(`"sessionId":"${id}"`, `"sessionId":"${newSessionId()}"`));
    expect(await codeOf(() => store.read(id, undefined))).toBe("SESSION_CORRUPT");
    writeFileSync(path, "");
    expect(await codeOf(() => store.read(id, undefined))).toBe("SESSION_CORRUPT");
  });

  it("is the same answer as a missing run when another owner asks, and a missing run says to start a new session in the API's words", async () => {
    const dir = fresh();
    const store = fileRunStore({ sessionDir: dir });
    const id = newSessionId();
    await store.create({ id, owner: "alice", header: { ...headerOf(id), owner: "alice" }, records: [prompt("a")] });
    const asMallory = await store.read(id, "mallory").catch((error: unknown) => error);
    const missing = await store.read(newSessionId(), "mallory").catch((error: unknown) => error);
    expect([asMallory, missing].map((error) => SkillKitError.isInstance(error) && error.code)).toEqual([
      "SESSION_NOT_FOUND",
      "SESSION_NOT_FOUND",
    ]);
    expect(SkillKitError.isInstance(missing) && missing.data).toEqual({ hint: "new-session", asks: "Start a new session." });
  });

  it("cannot be named by an id that is not 32 lowercase hex characters: no path is built from it", () => {
    for (const id of [
      "../../etc/passwd",
      "A".repeat(32),
      "a".repeat(31),
      "a".repeat(33),
      `${"a".repeat(31)}\0`,
      "",
      "x".repeat(1_000_000),
    ]) {
      let error: unknown;
      try {
        checkSessionId(id);
      } catch (caught) {
        error = caught;
      }
      expect(SkillKitError.isInstance(error) && error.code, JSON.stringify(id.slice(0, 40))).toBe("USAGE");
      // A huge id is shown cut to 40 characters, not echoed whole.
      expect(SkillKitError.isInstance(error) && error.message.length).toBeLessThan(200);
    }
  });

  it("is locked one advance at a time: a second lock on the same run waits, then SESSION_BUSY", async () => {
    const path = join(fresh(), `skill-kit-${newSessionId()}.jsonl`);
    const inner = await withSessionLock(path, () =>
      withSessionLock(path, () => Promise.resolve("entered"), 50).catch((error: unknown) => error),
    );
    expect(SkillKitError.isInstance(inner) && inner.code).toBe("SESSION_BUSY");
    expect(existsSync(`${path}.lock`)).toBe(false);
  });
});
