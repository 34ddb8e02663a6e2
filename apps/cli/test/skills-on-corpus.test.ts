// `skill-kit validate`, `scan` and `add` find the same skills on the real corpus (read in place): one
// rule, the loader's (docs/prose-skills.md, "What counts as a skill"), nested skills included.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { corpusRoot, needsCorpus } from "./validate/corpus.js";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

function cli(args: readonly string[]): { readonly status: number | null; readonly stdout: string; readonly stderr: string } {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function validated(path: string): number {
  const run = cli(["validate", "--json", path]);
  const reports: unknown = JSON.parse(run.stdout);
  if (!Array.isArray(reports)) throw new Error(`validate --json printed no array: ${run.stderr}`);
  return reports.length;
}

function scanned(path: string): number {
  const run = cli(["scan", path]);
  const count = /^(\d+) skill\(s\) scanned/m.exec(run.stderr)?.[1];
  if (count === undefined) throw new Error(`scan printed no count: ${run.stderr.slice(-500)}`);
  return Number(count);
}

/** `add` with a skill name the source does not have answers with every skill it offers. */
function offered(path: string): number {
  const project = mkdtempSync(join(tmpdir(), "skills-on-corpus-"));
  try {
    const run = cli(["add", path, "--skill", "no-skill-has-this-name", "--dir", project]);
    const list = /it offers (.*)$/m.exec(run.stderr)?.[1];
    if (list === undefined) throw new Error(`add listed no skills: ${run.stderr.slice(-500)}`);
    return list.split(", ").length;
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

describe.skipIf(!needsCorpus("validate, scan and add count the same skills"))("one rule for what a skill is", () => {
  it("validate and scan count the same skills on the whole corpus, nested ones included", () => {
    expect(scanned(corpusRoot)).toBe(validated(corpusRoot));
  });

  it("add offers every skill validate and scan find among the real repositories", () => {
    const visible = join(corpusRoot, "visible");
    const counts = { validate: validated(visible), scan: scanned(visible), add: offered(visible) };
    expect(counts).toEqual({ validate: 708, scan: 708, add: 708 });
  });
});
