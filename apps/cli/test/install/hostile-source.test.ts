// `skill-kit add` from a hostile folder: hard links, FIFOs and files over the size limits are refused
// with one `error:` line naming the file, before anything is written (sparse files keep the big ones
// cheap on disk).
import { execFileSync } from "node:child_process";
import { existsSync, linkSync, readdirSync, symlinkSync, truncateSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

const gibibyte = 1024 * 1024 * 1024;

describe("skill-kit add <hostile folder>", () => {
  let root: TempRoot;
  beforeEach(() => {
    root = tempRoot("skill-kit-hostile-source-");
    root.write("project/.keep", "");
    root.write("vendor/notes/SKILL.md", skillMd("notes"));
  });
  afterEach(() => {
    root.remove();
  });
  const add = (...args: string[]): ReturnType<typeof skillKit> =>
    skillKit(["add", "../vendor", ...args], { cwd: join(root.path, "project") });
  const written = (): string[] => readdirSync(join(root.path, "project")).filter((name) => name !== ".keep");

  it("refuses a hard link (it could be any file of the user's), writing nothing", async () => {
    root.write("secret.txt", "a file outside the source\n");
    linkSync(join(root.path, "secret.txt"), join(root.path, "vendor/notes/secret.txt"));
    const run = await add();
    expect(run.stderr).toBe(
      "error: ../vendor/notes/secret.txt is a hard link (2 names for one file): a skill holds only folders, regular files and symbolic links; refusing the source\n",
    );
    expect(run.status).toBe(1);
    expect(written()).toEqual([]);
  });

  it("refuses a FIFO without opening it", async () => {
    execFileSync("mkfifo", [join(root.path, "vendor/notes/pipe")]);
    const run = await add();
    expect(run.stderr).toBe(
      "error: ../vendor/notes/pipe is a FIFO: a skill holds only folders, regular files and symbolic links; refusing the source\n",
    );
    expect(run.status).toBe(1);
    expect(written()).toEqual([]);
  });

  it("refuses a 3 GiB file from its size, naming it and the limit", async () => {
    root.write("vendor/notes/assets/huge.bin", "");
    truncateSync(join(root.path, "vendor/notes/assets/huge.bin"), 3 * gibibyte);
    const run = await add();
    expect(run.stderr).toBe(
      "error: ../vendor/notes/assets/huge.bin is 3072 MiB (3221225472 bytes), over the limit of 10 MiB per file: refusing to read it\n",
    );
    expect(run.status).toBe(1);
    expect(written()).toEqual([]);
  });

  it("refuses a 1.5 GiB file from its size", async () => {
    root.write("vendor/notes/assets/big.bin", "");
    truncateSync(join(root.path, "vendor/notes/assets/big.bin"), 1.5 * gibibyte);
    const run = await add();
    expect(run.stderr).toContain("error: ../vendor/notes/assets/big.bin is 1536 MiB (1610612736 bytes), over the limit of");
    expect(run.status).toBe(1);
    expect(written()).toEqual([]);
  });

  it("refuses a skill whose files together pass the per-skill limit", async () => {
    for (const index of [1, 2, 3, 4, 5, 6]) {
      root.write(`vendor/notes/assets/part-${String(index)}.bin`, "");
      truncateSync(join(root.path, `vendor/notes/assets/part-${String(index)}.bin`), 9 * 1024 * 1024);
    }
    const run = await add();
    expect(run.stderr).toMatch(
      /^error: \.\.\/vendor\/notes: its files come to 54 MiB \(\d+ bytes, counting up to \.\.\/vendor\/notes\/assets\/part-6\.bin\), over the limit of 50 MiB per skill: refusing to read it\n$/,
    );
    expect(run.status).toBe(1);
    expect(written()).toEqual([]);
  });
  it("reads the project's .skill-kit-scan.json only from a regular file, never through a link", async () => {
    root.write("elsewhere.json", JSON.stringify({ suppress: [] }));
    symlinkSync("../elsewhere.json", join(root.path, "project/.skill-kit-scan.json"));
    const run = await add();
    expect(run.stderr).toBe(
      "error: .skill-kit-scan.json: expected a regular file of at most 1 MiB (not a link, FIFO or device)\n",
    );
    expect(run.status).toBe(2);
    root.write("project/skills-lock.json", JSON.stringify({ version: 1, skills: {} }));
    for (const command of ["install", "update"]) {
      const other = await skillKit([command], { cwd: join(root.path, "project") });
      expect(other.stderr, command).toContain(".skill-kit-scan.json: expected a regular file of at most 1 MiB");
      expect(other.status, command).toBe(2);
    }
  });
});

describe("skill-kit add <hostile git URL>", () => {
  let root: TempRoot;
  beforeEach(() => {
    root = tempRoot("skill-kit-hostile-git-");
    root.write("project/.keep", "");
    // A user whose git allows every transport: skill-kit must still refuse ext:: and remote helpers.
    root.write("home/.gitconfig", "[protocol]\n\tallow = always\n");
  });
  afterEach(() => {
    root.remove();
  });
  const env = (): Readonly<Record<string, string>> => ({
    HOME: join(root.path, "home"),
    GIT_CONFIG_GLOBAL: join(root.path, "home/.gitconfig"),
  });

  it("never runs an ext:: URL (a lockfile or a user may name any)", async () => {
    const marker = join(root.path, "ran.git");
    const run = await skillKit(["add", `ext::sh -c touch% ${marker}`, "--dir", join(root.path, "project")], { env: env() });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: git clone ext::.* failed: .*transport 'ext' not allowed/);
    expect(existsSync(marker)).toBe(false);
  });

  it("install never runs an ext:: URL a lockfile names", async () => {
    const marker = join(root.path, "ran.git");
    const entry = {
      source: "hostile/skills",
      sourceType: "git",
      sourceUrl: `ext::sh -c touch% ${marker}`,
      computedHash: "0".repeat(64),
      skillKit: { commit: "0".repeat(40), agents: ["generic"], files: [] },
    };
    root.write("project/skills-lock.json", JSON.stringify({ version: 1, skills: { deploy: entry } }));
    const run = await skillKit(["install", "--dir", join(root.path, "project")], { env: env() });
    // Refused by the lockfile's check of sourceUrl, or by git's transport rule behind it.
    expect(run.stderr).toMatch(/transport 'ext' not allowed|read as a git option or transport/);
    expect(run.status).toBe(1);
    expect(existsSync(marker)).toBe(false);
  });

  it("refuses a ref that starts with -", async () => {
    const run = await skillKit(
      ["add", `file://${root.path}/none.git`, "--ref=--upload-pack=touch", "--dir", join(root.path, "project")],
      {
        env: env(),
      },
    );
    expect(run.stderr).toBe(
      `error: file://${root.path}/none.git: refusing the ref "--upload-pack=touch": a ref may not start with "-"\n`,
    );
    expect(run.status).toBe(1);
  });
});
