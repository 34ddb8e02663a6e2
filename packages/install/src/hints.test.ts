// install speaks its own terms (the options of addSkills and restoreSkills), never a command line's
// flags: each refusal that asks something names its hint and holds the hint's phrase, for a caller
// to put its own words in (skill-kit's are its flags: apps/cli's install-words.ts).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { refusalOf } from "./add-refusal.js";
import { installHints } from "./hints.js";
import { InstallError } from "./install-error.js";
import { unverifiedNotes } from "./lock-notes.js";
import type { LockEntry } from "./lockfile.js";
import { openSource } from "./open-source.js";

const project = mkdtempSync(join(tmpdir(), "skill-kit-install-hints-"));
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});
const locked: LockEntry = {
  source: "./first",
  sourceType: "local",
  computedHash: "d".repeat(64),
  skillKit: { agents: ["generic"], files: [] },
};
const context = { project, name: "notes", source: "./second", folders: [".agents/skills"], replace: false, force: false };

describe("install's refusals, in its own terms", () => {
  it("a name another source installed: the replace option, not --replace", () => {
    const refusal = refusalOf({ ...context, locked });
    expect(refusal).toMatchObject({ code: "NAME_TAKEN", hint: "replace" });
    expect(refusal?.message).toContain(installHints.replace);
    expect(refusal?.message).not.toMatch(/--[a-z]/);
    expect(refusalOf({ ...context, locked, replace: true })).toBeUndefined();
  });

  it("a folder the lock does not list: the force option, not --force", () => {
    mkdirSync(join(project, ".agents/skills/notes"), { recursive: true });
    const refusal = refusalOf({ ...context, locked: undefined });
    expect(refusal).toMatchObject({ code: "TARGET_EXISTS", hint: "force" });
    expect(refusal?.message).toContain(installHints.force);
    expect(refusal?.message).not.toMatch(/--[a-z]/);
    expect(refusalOf({ ...context, locked: undefined, force: true })).toBeUndefined();
  });

  it("a ref for a folder source: a ref, not --ref", async () => {
    const error = await openSource({ type: "local", location: project }, { ref: "main" }).catch((caught: unknown) => caught);
    expect(InstallError.isInstance(error) && [error.code, error.data]).toEqual(["BAD_SOURCE", { hint: "ref" }]);
    expect(InstallError.isInstance(error) && error.message).toBe(`${installHints.ref}; ${project} is a folder`);
  });

  it("an entry the skills CLI wrote: re-locked by adding the skill again, not by a command line", () => {
    const theirs: LockEntry = { ...locked, writtenBy: "skills" };
    expect(unverifiedNotes(theirs)).toContain(installHints.relock);
    expect(unverifiedNotes(theirs).join("\n")).not.toMatch(/--[a-z]|skill-kit add/);
    expect(unverifiedNotes(locked)).toEqual([]);
  });

  it("no phrase names a flag", () => {
    for (const phrase of Object.values(installHints)) expect(phrase).not.toMatch(/--[a-z]/);
  });
});
