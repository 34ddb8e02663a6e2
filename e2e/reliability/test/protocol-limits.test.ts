// Huge (≥ 5 MB, through @file) and deep (≥ 10,000 levels, through stdin) values for every JSON
// flag, and bytes that are not UTF-8: a clear error or result, no trace, no hang, no rewrite.
// (bad-input.test.ts already covers a 5 MB and a 10,000-deep --output in stateless mode.)
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { contractViolation, pool, report, sessionLines, startSession, timed } from "@skill-kit/test-utils/reliability/harness";

const sandbox = tempDir("skill-kit-reliability-limits-");
afterAll(() => {
  sandbox.remove();
});
const sessions = join(sandbox.dir, "sessions");
const file = (name: string, content: string | Buffer): string => {
  const path = join(sandbox.dir, name);
  writeFileSync(path, content);
  return path;
};
const deepArray = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
const deepObject = `${'{"a":'.repeat(12_000)}1${"}".repeat(12_000)}`;
let huge = "";
let hugeHistory = "";
let notUtf8 = "";
beforeAll(() => {
  huge = file("huge.json", JSON.stringify({ name: "x".repeat(5 * 1024 * 1024) }));
  hugeHistory = file(
    "history.json",
    JSON.stringify(Array.from({ length: 60_000 }, (_, index) => ({ step: "greet", response: { name: `${index}`.repeat(20) } }))),
  );
  notUtf8 = file(
    "bytes.json",
    Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
  );
});

const stateless = (flag: string, value: string): string[] =>
  flag === "--params"
    ? ["--params", value]
    : flag === "--output"
      ? ["advance", "--step", "greet", "--output", value]
      : ["advance", "--step", "greet", "--output", '{"name":"A"}', "--history", value];

describe("stateless", () => {
  it.each(["--params", "--history"])("%s: 5 MB through @file and 10,000 levels through stdin", async (flag) => {
    const inputs = [
      { value: `@${flag === "--history" ? hugeHistory : huge}` },
      { value: "-", input: deepArray },
      { value: "-", input: deepObject },
    ];
    expect(statSync(hugeHistory).size).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    const outs = await pool(inputs, 3, (item) => timed("g2k", stateless(flag, item.value), { input: item.input ?? "" }));
    for (const out of outs) expect(contractViolation(out)).toBeUndefined();
    if (flag === "--params") expect(outs[0]?.stderr).toMatch(/is \d+ bytes; the limit is 1048576 bytes/);
    report(
      `limits ${flag} (stateless): 5 MB, 10,000 and 12,000 levels refused, exits ${outs.map((out) => String(out.status)).join(", ")}, slowest ${Math.max(...outs.map((out) => out.ms))} ms`,
    );
    expect(outs[1]?.stderr).toContain("nested more than 200 levels");
    expect(outs[2]?.stderr).toContain("nested more than 200 levels");
  });

  it.each(["--params", "--output", "--history"])(
    "%s: bytes that are not UTF-8 (an encoded lone surrogate) keep the contract",
    async (flag) => {
      const out = await timed("g2k", stateless(flag, `@${notUtf8}`));
      expect(contractViolation(out)).toBeUndefined();
    },
  );
});

describe("session mode: refused values change nothing", () => {
  it.each([
    ["a 5 MB output", () => ({ value: `@${huge}`, input: "" })],
    ["a 10,000-level output", () => ({ value: "-", input: deepArray })],
    ["a 12,000-level object", () => ({ value: "-", input: deepObject })],
  ])("%s", async (label, make) => {
    const { sessionId, file: session } = await startSession("g2k", sessions);
    const before = readFileSync(session, "utf8");
    const { value, input } = make();
    const out = await timed(
      "g2k",
      ["advance", "--session", sessionId, "--step", "greet", "--output", value, "--print", "--session-dir", sessions],
      { input },
    );
    expect(out.status).toBe(1);
    expect(contractViolation(out)).toBeUndefined();
    expect(readFileSync(session, "utf8")).toBe(before);
    expect(typeof sessionLines(session)).not.toBe("string");
    report(`limits (session mode): ${label} refused in ${out.ms} ms, session file unchanged`);
  });
});
