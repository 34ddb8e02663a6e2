// watchSkillRoots on real folders: added, changed and removed skills reported within one second, a
// burst reported once, a missing root waited for, links not followed out, and no handle leaked
// (the process's open files and the kernel's inotify watches counted in /proc).
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { watchSkillRoots, type SkillRootsWatcher } from "./watch-skill-roots.js";

const linux = process.platform === "linux";
const folders: string[] = [];
const open: SkillRootsWatcher[] = [];

afterEach(() => {
  for (const watcher of open.splice(0)) watcher.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "skill-kit-watch-"));
  folders.push(folder);
  return folder;
}

function writeSkill(root: string, name: string, body = "Do it.\n"): void {
  mkdirSync(join(root, name), { recursive: true });
  writeFileSync(join(root, name, "SKILL.md"), `---\nname: ${name}\ndescription: The ${name} skill.\n---\n\n${body}`);
}

/** Resolves once `check()` holds, polling; rejects when it still does not after `boundMs`. */
async function within(boundMs: number, check: () => boolean): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${String(boundMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Watches `roots`, counting the calls. */
function counted(roots: readonly string[], debounceMs?: number): { readonly calls: () => number } {
  let calls = 0;
  const watcher = watchSkillRoots(
    roots,
    () => {
      calls += 1;
    },
    debounceMs === undefined ? {} : { debounceMs },
  );
  open.push(watcher);
  return { calls: () => calls };
}

/** One second, as the issue asks: a change is reported within it. */
const oneSecond = 1000;

/** Waits for the call after `change`, within one second. */
async function reported(watch: { readonly calls: () => number }, change: () => void): Promise<void> {
  const before = watch.calls();
  change();
  await within(oneSecond, () => watch.calls() > before);
}

function openFiles(): number {
  return readdirSync("/proc/self/fd").length;
}

function linkTarget(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

/** The inodes the kernel watches for this process, over every inotify descriptor it holds. */
function watchedInodes(): number[] {
  const inodes: number[] = [];
  for (const fd of readdirSync("/proc/self/fd")) {
    if (linkTarget(`/proc/self/fd/${fd}`) !== "anon_inode:inotify") continue;
    for (const line of readFileSync(`/proc/self/fdinfo/${fd}`, "utf8").split("\n")) {
      const inode = /^inotify wd:\S+ ino:([0-9a-f]+)/.exec(line)?.[1];
      if (inode !== undefined) inodes.push(Number.parseInt(inode, 16));
    }
  }
  return inodes;
}

describe("watchSkillRoots", () => {
  it("reports an added skill, a changed SKILL.md, a file added deep in a skill, and a removed skill", async () => {
    const root = tempFolder();
    writeSkill(root, "first");
    const watch = counted([root]);
    await reported(watch, () => {
      writeSkill(root, "second");
    });
    await reported(watch, () => {
      writeFileSync(join(root, "first", "SKILL.md"), "---\nname: first\ndescription: Changed.\n---\n");
    });
    // A folder made after watching began is watched too.
    await reported(watch, () => {
      mkdirSync(join(root, "second", "references", "deep"), { recursive: true });
    });
    await reported(watch, () => {
      writeFileSync(join(root, "second", "references", "deep", "notes.md"), "one\n");
    });
    await reported(watch, () => {
      writeFileSync(join(root, "second", "references", "deep", "notes.md"), "two\n");
    });
    await reported(watch, () => {
      rmSync(join(root, "second"), { recursive: true });
    });
  });

  it("reports a burst of changes once", async () => {
    const root = tempFolder();
    writeSkill(root, "busy");
    const watch = counted([root], 200);
    for (let index = 0; index < 200; index += 1) writeFileSync(join(root, "busy", "SKILL.md"), `change ${String(index)}\n`);
    await within(oneSecond, () => watch.calls() >= 1);
    // One more change gives exactly one more call: the burst's 200 writes made one.
    await reported(watch, () => {
      writeFileSync(join(root, "busy", "notes.md"), "after\n");
    });
    expect(watch.calls()).toBe(2);
  });

  it("waits for a root that does not exist yet, and for it again once removed", async () => {
    const parent = tempFolder();
    const root = join(parent, "project", ".claude", "skills");
    const watch = counted([root]);
    await reported(watch, () => {
      writeSkill(root, "late");
    });
    await reported(watch, () => {
      writeFileSync(join(root, "late", "SKILL.md"), "---\nname: late\ndescription: Edited.\n---\n");
    });
    await reported(watch, () => {
      rmSync(join(parent, "project"), { recursive: true });
    });
    await reported(watch, () => {
      writeSkill(root, "again");
    });
    await reported(watch, () => {
      writeFileSync(join(root, "again", "SKILL.md"), "---\nname: again\ndescription: Edited.\n---\n");
    });
  });

  it("takes a SKILL.md file as its folder", async () => {
    const root = tempFolder();
    writeSkill(root, "single");
    const watch = counted([join(root, "single", "SKILL.md")]);
    await reported(watch, () => {
      writeFileSync(join(root, "single", "extra.md"), "more\n");
    });
  });

  it("refuses a negative debounce", () => {
    expect(() => watchSkillRoots([], () => undefined, { debounceMs: -1 })).toThrow("debounceMs must be");
  });
});

describe.skipIf(!linux)("watchSkillRoots' handles (Linux: /proc)", () => {
  it("watches each real folder once and never a link's target outside the root", () => {
    const root = tempFolder();
    const outside = tempFolder();
    writeSkill(root, "linked");
    mkdirSync(join(root, "linked", "scripts"));
    mkdirSync(join(root, "linked", "node_modules", "dep"), { recursive: true });
    mkdirSync(join(outside, "secrets"));
    symlinkSync(outside, join(root, "linked", "outside"));
    symlinkSync(join(outside, "secrets"), join(root, "secrets"));
    const before = watchedInodes().length;
    counted([root]);
    const watched = watchedInodes();
    // root, linked, linked/scripts: node_modules skipped, links not followed.
    expect(watched.length - before).toBe(3);
    expect(watched).not.toContain(statSync(outside).ino);
    expect(watched).not.toContain(statSync(join(outside, "secrets")).ino);
    expect(watched).toContain(statSync(join(root, "linked", "scripts")).ino);
  });

  it("keeps the open files flat over 1,000 changes and releases every watch on close", async () => {
    // libuv opens its one inotify descriptor on the first watch and keeps it: warm it up first.
    watchSkillRoots([tempFolder()], () => undefined).close();
    const baseline = { files: openFiles(), watches: watchedInodes().length };
    const root = tempFolder();
    for (let index = 0; index < 20; index += 1) {
      writeSkill(root, `skill-${String(index)}`);
      mkdirSync(join(root, `skill-${String(index)}`, "references"));
    }
    let calls = 0;
    const watcher = watchSkillRoots([root], () => {
      calls += 1;
    });
    const watching = { files: openFiles(), watches: watchedInodes().length };
    expect(watching.watches - baseline.watches).toBe(41);
    for (let change = 0; change < 1000; change += 1) {
      const skill = join(root, `skill-${String(change % 20)}`);
      if (change % 100 === 50) mkdirSync(join(skill, `added-${String(change)}`));
      else if (change % 100 === 99) {
        const made = change - 49;
        rmSync(join(root, `skill-${String(made % 20)}`, `added-${String(made)}`), { recursive: true });
      } else
        writeFileSync(join(skill, change % 2 === 0 ? "SKILL.md" : join("references", "notes.md")), `change ${String(change)}\n`);
      if (change % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const last = calls;
    await reported({ calls: () => calls }, () => {
      writeFileSync(join(root, "skill-0", "SKILL.md"), "last\n");
    });
    expect(calls).toBeGreaterThan(last);
    const after = { files: openFiles(), watches: watchedInodes().length };
    expect(Math.abs(after.files - watching.files)).toBeLessThanOrEqual(2);
    expect(after.watches).toBe(watching.watches);
    watcher.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(watchedInodes().length).toBe(baseline.watches);
    expect(Math.abs(openFiles() - baseline.files)).toBeLessThanOrEqual(2);
    process.stdout.write(
      `[watch figures] open files: ${String(baseline.files)} before, ${String(watching.files)} watching, ${String(after.files)} after 1,000 changes, ${String(openFiles())} after close; inotify watches: ${String(baseline.watches)} → ${String(watching.watches)} → ${String(after.watches)} → ${String(watchedInodes().length)}\n`,
    );
  });
});
