import { createHash } from "node:crypto";
import { readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../../test/temp-folder.js";
import { DigestCache } from "./digest-cache.js";
import { snapshotSkill } from "./skill-snapshot.js";

const digestOf = (path: string): string => `sha256:${createHash("sha256").update(readFileSync(path)).digest("hex")}`;

/** Waits until the clock the file system stamps change times with has moved past `path`'s (a tick is a few ms). */
async function nextTick(path: string, scratch: string): Promise<void> {
  const { ctimeNs } = statSync(path, { bigint: true });
  for (;;) {
    await new Promise((wake) => setTimeout(wake, 5));
    writeFileSync(scratch, "");
    if (statSync(scratch, { bigint: true }).ctimeNs > ctimeNs) return;
  }
}

describe("snapshotSkill with a DigestCache", () => {
  it("reads an unchanged skill once: the next snapshot takes every digest from the cache", async () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: A demo");
    temp.file("demo/references/guide.md", "# Guide\n");
    temp.file("demo/assets/data.bin", new Uint8Array(300_000).fill(7));
    const cache = new DigestCache();
    const first = await snapshotSkill(directory, { cache });
    expect(cache.misses).toBe(3);
    const second = await snapshotSkill(directory, { cache });
    expect(second).toEqual(first);
    expect({ misses: cache.misses, hits: cache.hits }).toEqual({ misses: 3, hits: 3 });
    expect(second.frontmatter).toEqual({ name: "demo", description: "A demo" });
  });

  it("hashes a changed file again, and its digest is of the new bytes", async () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: A demo");
    const guide = temp.file("demo/guide.md", "first\n");
    const cache = new DigestCache();
    await snapshotSkill(directory, { cache });
    writeFileSync(guide, "second version\n");
    const files = (await snapshotSkill(directory, { cache })).files;
    expect(files.find((file) => file.path === "guide.md")).toEqual({ path: "guide.md", size: 15, digest: digestOf(guide) });
  });

  it("sees a rewrite that keeps the size and sets the modification time back (the change time moves)", async () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: A demo");
    const guide = temp.file("demo/guide.md", "aaaa\n");
    utimesSync(guide, 1_700_000_000, 1_700_000_000);
    const cache = new DigestCache();
    await snapshotSkill(directory, { cache });
    const before = statSync(guide, { bigint: true });
    await nextTick(guide, join(temp.path, "tick"));
    writeFileSync(guide, "bbbb\n");
    utimesSync(guide, 1_700_000_000, 1_700_000_000);
    const after = statSync(guide, { bigint: true });
    expect([after.ino, after.size, after.mtimeNs]).toEqual([before.ino, before.size, before.mtimeNs]);
    expect(after.ctimeNs).not.toBe(before.ctimeNs);
    const files = (await snapshotSkill(directory, { cache })).files;
    expect(files.find((file) => file.path === "guide.md")?.digest).toBe(digestOf(guide));
    expect(files.find((file) => file.path === "guide.md")?.digest).toBe(
      `sha256:${createHash("sha256").update("bbbb\n").digest("hex")}`,
    );
  });

  it("picks up SKILL.md's new frontmatter", async () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: A demo");
    const cache = new DigestCache();
    await snapshotSkill(directory, { cache });
    writeFileSync(join(directory, "SKILL.md"), "---\nname: demo\ndescription: Changed\n---\nBody\n");
    expect((await snapshotSkill(directory, { cache })).frontmatter).toEqual({ name: "demo", description: "Changed" });
  });

  it("keeps at most maxEntries files, dropping the least recently used", async () => {
    const temp = tempFolder();
    const directory = temp.skill("demo", "name: demo\ndescription: A demo");
    for (const name of ["a", "b", "c", "d"]) temp.file(`demo/${name}.txt`, name);
    const cache = new DigestCache({ maxEntries: 2 });
    await snapshotSkill(directory, { cache });
    expect(cache.size).toBe(2);
    expect(cache.misses).toBe(5);
  });
});
