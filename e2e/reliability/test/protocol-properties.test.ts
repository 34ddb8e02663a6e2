// Property tests against the real binary: any value of any flag gets the documented exit code,
// one JSON line or one `error: …` line, no stack trace, no hang, and Object.prototype untouched.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { flagValue, historyValue } from "@skill-kit/test-utils/reliability/arbitraries";
import {
  appendOnly,
  contractViolation,
  pool,
  runs,
  scaledTimeout,
  seed,
  sessionLines,
  startSession,
  timed,
  report,
} from "@skill-kit/test-utils/reliability/harness";

const sandbox = tempDir("skill-kit-reliability-props-");
afterAll(() => {
  sandbox.remove();
});
const sessions = `${sandbox.dir}/sessions`;
const proto = "./proto";
const width = 3;

interface Case {
  readonly flag: string;
  readonly skill: string;
  readonly args: (value: string) => string[];
}
const cases: Case[] = [
  { flag: "--params", skill: "g2k", args: (value) => ["--params", value] },
  { flag: "--output", skill: proto, args: (value) => ["advance", "--step", "take", "--output", value] },
  {
    flag: "--history",
    skill: proto,
    args: (value) => ["advance", "--step", "report", "--output", '{"ok":true}', "--history", value],
  },
  { flag: "--step", skill: "g2k", args: (value) => ["advance", "--step", value, "--output", '{"name":"A"}'] },
  {
    flag: "--session",
    skill: "g2k",
    args: (value) => ["advance", "--session", value, "--step", "greet", "--output", "{}", "--session-dir", sessions],
  },
];

/** Runs every sampled value; returns the violations, and logs the figures for docs/reliability.md. */
async function check(item: Case, values: readonly string[]): Promise<string[]> {
  const outs = await pool(values, width, (value) => timed(item.skill, item.args(value)));
  const violations = outs.flatMap((out, index) => {
    const problem = contractViolation(out) ?? (out.stdout.includes("POLLUTED") ? "Object.prototype changed" : undefined);
    return problem === undefined ? [] : [`${JSON.stringify(values[index])}: ${problem}`];
  });
  const exits = outs.map((out) => out.status);
  const slowest = Math.max(...outs.map((out) => out.ms));
  report(
    `${item.flag}: ${values.length} inputs, exit 0: ${exits.filter((s) => s === 0).length}, exit 1: ${exits.filter((s) => s === 1).length}, slowest ${slowest} ms`,
  );
  return violations;
}

describe("every flag value keeps the exit-code contract", () => {
  it.each(cases)(
    "$flag",
    async (item) => {
      const arbitrary = item.flag === "--history" ? historyValue : flagValue;
      const values = fc.sample(arbitrary, { numRuns: runs(10), seed: seed + item.flag.length });
      expect(await check(item, values)).toEqual([]);
    },
    scaledTimeout(),
  );

  it("--session values never create a file anywhere", () => {
    expect(readdirSync(sandbox.dir).filter((name) => name !== "sessions")).toEqual([]);
  });
});

const g2kSteps = fc.constantFrom("greet", "ask-role", "ask-stack", "ask-hobby", "confirm-profile", "profile-card");
const outputs = fc.oneof(
  flagValue,
  fc.constantFrom(
    '{"name":"Ada"}',
    '{"role":"dev"}',
    '{"languages":["ts"]}',
    '{"hobby":"go","wantsMore":true}',
    '{"approved":true}',
    '{"card":"c"}',
  ),
);
const sessionCall = fc.record({
  step: fc.oneof(g2kSteps, flagValue),
  output: outputs,
  extra: fc.option(fc.tuple(fc.constantFrom("--params", "--history", "--tools", "--host"), flagValue), { nil: undefined }),
});
type SessionCall = typeof sessionCall extends fc.Arbitrary<infer T> ? T : never;

/** One session driven by a sequence of hostile calls: the file only ever grows by whole JSON lines. */
async function drive(calls: readonly SessionCall[]): Promise<string[]> {
  const { sessionId, file } = await startSession("g2k", sessions);
  const problems: string[] = [];
  for (const call of calls) {
    const before = readFileSync(file, "utf8");
    const out = await timed("g2k", [
      "advance",
      "--session",
      sessionId,
      "--step",
      call.step,
      "--output",
      call.output,
      "--print",
      "--session-dir",
      sessions,
      ...(call.extra ?? []),
    ]);
    const after = readFileSync(file, "utf8");
    const lines = sessionLines(file);
    const problem =
      contractViolation(out) ??
      (appendOnly(before, after) ? undefined : "session file rewritten") ??
      (typeof lines === "string" ? lines : undefined);
    if (problem !== undefined) problems.push(`${JSON.stringify(call)}: ${problem}`);
  }
  return problems;
}

describe("session mode", () => {
  it(
    "hostile advances only ever append whole JSON lines",
    async () => {
      const calls = fc.sample(sessionCall, { numRuns: runs(12), seed });
      const groups = [0, 1, 2].map((group) => calls.filter((_, index) => index % 3 === group));
      const problems = (await Promise.all(groups.map(drive))).flat();
      report(`session mode: ${calls.length} hostile advances on 3 sessions`);
      expect(problems).toEqual([]);
    },
    scaledTimeout(),
  );
});
