import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileMessages } from "./file-messages.js";
import { StoreMailbox } from "./http/store-mailbox.js";

const folders: string[] = [];
const folder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "skill-kit-messages-"));
  folders.push(dir);
  return join(dir, "messages");
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("fileMessages", () => {
  it("hands a message to exactly one taker, whichever process's view of the folder takes it", async () => {
    const dir = folder();
    const [one, two] = [fileMessages(dir), fileMessages(dir)];
    await one.leave("abc.1", '{"ok":true}');
    const taken = await Promise.all([one.take("abc.1"), two.take("abc.1"), two.take("abc.1")]);
    expect(taken.filter((message) => message !== undefined)).toEqual(['{"ok":true}']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a key that is not a safe file name, and drops messages older than their lifetime", async () => {
    const dir = folder();
    const messages = fileMessages(dir);
    await expect(messages.leave("../x", "{}")).rejects.toThrow(/a message key/);
    writeFileSync(join(dir, "old.1.json"), "{}");
    utimesSync(join(dir, "old.1.json"), new Date(0), new Date(0));
    writeFileSync(join(dir, "new.1.json"), "{}");
    fileMessages(dir);
    expect(readdirSync(dir)).toEqual(["new.1.json"]);
  });
});

describe("StoreMailbox", () => {
  it("brings an answer posted on one instance to the one waiting on another", async () => {
    const dir = folder();
    const asking = new StoreMailbox(fileMessages(dir));
    const answering = new StoreMailbox(fileMessages(dir));
    const waiting = asking.wait("0123456789abcdef.inst.7", 5000);
    await answering.post("0123456789abcdef.inst.7", '{"id":"inst.7","result":{}}');
    expect(await waiting).toBe('{"id":"inst.7","result":{}}');
  });

  it("hands an answer over in memory when the waiter is in the same process, and ignores ids it did not make", async () => {
    const dir = folder();
    const mailbox = new StoreMailbox(fileMessages(dir));
    const waiting = mailbox.wait("0123456789abcdef.inst.8", 5000);
    await mailbox.post("0123456789abcdef.inst.8", "{}");
    expect(await waiting).toBe("{}");
    await mailbox.post("inst.10", "{}");
    expect(readdirSync(dir)).toEqual([]);
    expect(await mailbox.wait("0123456789abcdef.inst.9", 30)).toBeUndefined();
  });
});
