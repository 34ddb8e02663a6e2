import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileMessages } from "./file-messages.js";
import { maxOpenQuestions, MemoryMailbox } from "./http/mailbox.js";
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
    expect(await asking.ask("0123456789abcdef.inst.7")).toBe(true);
    const waiting = asking.wait("0123456789abcdef.inst.7", 5000);
    expect(await answering.post("0123456789abcdef.inst.7", '{"id":"inst.7","result":{}}')).toBe(true);
    expect(await waiting).toBe('{"id":"inst.7","result":{}}');
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps nothing a caller posts for a question it did not ask, or asked and closed", async () => {
    const dir = folder();
    const answering = new StoreMailbox(fileMessages(dir));
    for (let n = 0; n < 300; n += 1)
      expect(await answering.post(`0123456789abcdef.inst.${String(n)}`, "x".repeat(1024))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
    const asking = new StoreMailbox(fileMessages(dir));
    expect(await asking.ask("0123456789abcdef.inst.1")).toBe(true);
    expect(await asking.wait("0123456789abcdef.inst.1", 30)).toBeUndefined();
    expect(await answering.post("0123456789abcdef.inst.1", "{}")).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("takes one answer per question, and bounds the questions one user has open", async () => {
    const mailbox = new StoreMailbox(fileMessages(folder()));
    expect(await mailbox.ask("0123456789abcdef.inst.1")).toBe(true);
    expect(await mailbox.post("0123456789abcdef.inst.1", "{}")).toBe(true);
    expect(await mailbox.post("0123456789abcdef.inst.1", "{}")).toBe(false);
    expect(await mailbox.wait("0123456789abcdef.inst.1", 1000)).toBe("{}");
    const keys = Array.from({ length: maxOpenQuestions }, (_, n) => `0123456789abcdef.inst.${String(n + 10)}`);
    for (const key of keys) expect(await mailbox.ask(key)).toBe(true);
    expect(await mailbox.ask("0123456789abcdef.inst.99")).toBe(false);
    expect(await mailbox.ask("fedcba9876543210.inst.99")).toBe(true);
    await mailbox.wait(keys[0] ?? "", 10);
    expect(await mailbox.ask("0123456789abcdef.inst.100")).toBe(true);
  });

  it("hands an answer over in memory when the waiter is in the same process, and ignores ids it did not make", async () => {
    const dir = folder();
    const mailbox = new StoreMailbox(fileMessages(dir));
    expect(await mailbox.ask("0123456789abcdef.inst.8")).toBe(true);
    const waiting = mailbox.wait("0123456789abcdef.inst.8", 5000);
    expect(await mailbox.post("0123456789abcdef.inst.8", "{}")).toBe(true);
    expect(await waiting).toBe("{}");
    expect(await mailbox.post("inst.10", "{}")).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
    expect(await mailbox.wait("0123456789abcdef.inst.9", 30)).toBeUndefined();
  });
});

describe("MemoryMailbox", () => {
  it("keeps an answer only to a question it asked and still waits on, once", async () => {
    const mailbox = new MemoryMailbox();
    for (let n = 0; n < 1500; n += 1)
      expect(await mailbox.post(`0123456789abcdef.inst.${String(n)}`, "x".repeat(1024))).toBe(false);
    expect(await mailbox.wait("0123456789abcdef.inst.1", 10)).toBeUndefined();
    expect(await mailbox.ask("0123456789abcdef.inst.2")).toBe(true);
    expect(await mailbox.post("0123456789abcdef.inst.2", "early")).toBe(true);
    expect(await mailbox.post("0123456789abcdef.inst.2", "again")).toBe(false);
    expect(await mailbox.wait("0123456789abcdef.inst.2", 1000)).toBe("early");
    expect(await mailbox.ask("0123456789abcdef.inst.3")).toBe(true);
    expect(await mailbox.wait("0123456789abcdef.inst.3", 10)).toBeUndefined();
    expect(await mailbox.post("0123456789abcdef.inst.3", "late")).toBe(false);
  });

  it("bounds the questions one user has open", async () => {
    const mailbox = new MemoryMailbox();
    for (let n = 0; n < maxOpenQuestions; n += 1) expect(await mailbox.ask(`0123456789abcdef.inst.${String(n)}`)).toBe(true);
    expect(await mailbox.ask("0123456789abcdef.inst.99")).toBe(false);
    expect(await mailbox.ask("fedcba9876543210.inst.99")).toBe(true);
  });
});
