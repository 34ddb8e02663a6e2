import { createHash } from "node:crypto";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SnapshotError } from "../loader-error.js";
import { tempFolder } from "../../test/temp-folder.js";
import { DigestCache } from "./digest-cache.js";
import { skillFileLimit, snapshotSkill } from "./skill-snapshot.js";

const digestOf = (path: string): string => `sha256:${createHash("sha256").update(readFileSync(path)).digest("hex")}`;

describe("snapshotSkill", () => {
  it("lists SKILL.md first, then every file, each with its size and the sha256 of its bytes", async () => {
    const temp = tempFolder();
    const directory = temp.skill(
      "demo",
      "name: demo\ndescription: A demo\nlicense: MIT\ndisable-model-invocation: true\nmetadata:\n  version: '2'\n  order: 3",
    );
    temp.file("demo/references/guide.md", "# Guide\n");
    temp.file("demo/assets/logo.bin", new Uint8Array([0, 1, 2, 255]));
    const snapshot = await snapshotSkill(directory);
    expect(snapshot.files.map((file) => file.path)).toEqual(["SKILL.md", "assets/logo.bin", "references/guide.md"]);
    for (const file of snapshot.files) {
      expect(file.size).toBe(readFileSync(join(directory, file.path)).length);
      expect(file.digest).toBe(digestOf(join(directory, file.path)));
      expect(file.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
    // JSON as YAML 1.2 gives it: a boolean and a number stay so, a quoted number stays a string.
    expect(snapshot.frontmatter).toEqual({
      name: "demo",
      description: "A demo",
      license: "MIT",
      "disable-model-invocation": true,
      metadata: { version: "2", order: 3 },
    });
  });

  it("refuses a skill over the extension's file limit with SKILL_TOO_LARGE, naming no path", async () => {
    const temp = tempFolder();
    const directory = temp.skill("big", "name: big\ndescription: Many files");
    for (let i = 0; i < skillFileLimit; i += 1) temp.file(`big/files/f${String(i)}.txt`, "x");
    const error: unknown = await snapshotSkill(directory).catch((caught: unknown) => caught);
    expect(SnapshotError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: "SKILL_TOO_LARGE", data: { directory } });
    expect(String(error)).not.toContain(temp.path);
  });

  it("never mixes files from before and after a change another process makes while it reads", async () => {
    const temp = tempFolder();
    const directory = temp.skill("live", "name: live\ndescription: Changing");
    const content = (version: number): string => `version ${String(version)}\n`.repeat(1 + (version % 7) * 50);
    temp.file("live/a.txt", content(0));
    temp.file("live/b.txt", content(0));
    const versions = new Map<string, number>();
    for (let version = 0; version <= rounds; version += 1)
      versions.set(`sha256:${createHash("sha256").update(content(version)).digest("hex")}`, version);
    // Version k: a.txt, then b.txt. The folder only ever holds (a = k, b = k - 1) or (a = k, b = k).
    // The writer rests 3 ms between versions: a snapshot over fs.promises takes longer than one rename.
    const writer = spawn(process.execPath, ["-e", writerScript, directory, String(rounds)], { stdio: "ignore" });
    const seen: (readonly [number, number])[] = [];
    const cache = new DigestCache();
    try {
      while (writer.exitCode === null && seen.length < 1000) {
        const files = (await snapshotSkill(directory, { attempts: 1000, ...(seen.length % 2 === 0 ? { cache } : {}) })).files;
        const version = (name: string): number => versions.get(files.find((file) => file.path === name)?.digest ?? "") ?? -1;
        seen.push([version("a.txt"), version("b.txt")]);
        await new Promise((wake) => setImmediate(wake));
      }
    } finally {
      const exited = writer.exitCode === null ? once(writer, "exit") : undefined;
      writer.kill();
      await exited;
    }
    const mixed = seen.filter(([a, b]) => !(a === b || a === b + 1));
    expect(mixed).toEqual([]);
    expect(new Set(seen.map(([a]) => a)).size).toBeGreaterThan(10);
  });
});

const rounds = 50_000;
const writerScript = `
const { renameSync, writeFileSync } = require("node:fs");
const pause = new Int32Array(new SharedArrayBuffer(4));
const { join } = require("node:path");
const [directory, rounds] = process.argv.slice(1);
const content = (version) => \`version \${version}\\n\`.repeat(1 + (version % 7) * 50);
for (let version = 1; version <= Number(rounds); version += 1) {
  for (const name of ["a.txt", "b.txt"]) {
    writeFileSync(join(directory, name + ".new"), content(version));
    renameSync(join(directory, name + ".new"), join(directory, name));
  }
  Atomics.wait(pause, 0, 0, 3);
}
`;
