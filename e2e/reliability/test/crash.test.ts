// kill -9 at random moments: a flag-mode `advance` of the real binary, and the MCP server mid-call.
// After each kill the session file is whole JSONL (or a torn tail the next call repairs), no
// prompt is duplicated, and the next call continues exactly where the workflow stood.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect } from "@skill-kit/test-utils/mcp-client";
import { runs, scaledTimeout, seed, sessionLines, startSession, timed, report } from "@skill-kit/test-utils/reliability/harness";

const sandbox = tempDir("skill-kit-reliability-crash-");
afterAll(() => {
  sandbox.remove();
});
const sessions = `${sandbox.dir}/sessions`;

/** g2k on its product-manager path: each step, the output that completes it, the step that follows. */
const path: readonly (readonly [string, string, string])[] = [
  ["greet", '{"name":"Ada"}', "ask-role"],
  ["ask-role", '{"role":"pm"}', "ask-hobby"],
  ["ask-hobby", '{"hobby":"go","wantsMore":false}', "confirm-profile"],
  ["confirm-profile", '{"approved":true}', "profile-card"],
  ["profile-card", '{"card":"Ada"}', "done"],
];

/** Each prompt and result line names a step at most once on this path (no loop is taken). */
function duplicated(lines: readonly Record<string, unknown>[]): string[] {
  const steps = lines.filter((line) => line["type"] === "prompt").map((line) => String(line["step"]));
  return steps.filter((step, index) => steps.indexOf(step) !== index);
}

describe("kill -9 of a flag-mode advance", () => {
  it(
    "at random moments leaves a file the next call reads and continues",
    async () => {
      const delays = fc.sample(fc.integer({ min: 50, max: 1500 }), { numRuns: runs(12), seed });
      const figures = { killed: 0, afterWrite: 0, finished: 0, torn: 0 };
      let session = await startSession("g2k", sessions);
      let at = 0;
      for (const delay of delays) {
        const [step, output, next] = path[at] ?? ["", "", ""];
        const args = [
          "advance",
          "--session",
          session.sessionId,
          "--step",
          step,
          "--output",
          output,
          "--print",
          "--session-dir",
          sessions,
        ];
        const before = readFileSync(session.file, "utf8");
        const killed = await timed("g2k", args, { killAfterMs: delay });
        if (killed.status === null) figures.killed += 1;
        else figures.finished += 1;
        if (killed.status === null && readFileSync(session.file, "utf8") !== before) figures.afterWrite += 1;
        const state = sessionLines(session.file);
        if (typeof state === "string") {
          figures.torn += 1;
          expect(state).toMatch(/^no final newline/);
        }
        const again = await timed("g2k", args);
        expect(again.status, again.stderr).toBe(0);
        expect(again.json()).toMatchObject(next === "done" ? { kind: "done" } : { kind: "prompt", step: next });
        const lines = sessionLines(session.file);
        if (typeof lines === "string") throw new Error(lines);
        expect(duplicated(lines)).toEqual([]);
        at += 1;
        if (at === path.length) {
          session = await startSession("g2k", sessions);
          at = 0;
        }
      }
      const sideFiles = readdirSync(sessions).filter((name) => name.includes(".torn-")).length;
      expect(sideFiles).toBe(figures.torn);
      report(
        `crash (CLI): ${delays.length} kills scheduled, ${figures.killed} killed mid-call (${figures.afterWrite} of them after their write), ${figures.finished} finished first, ${figures.torn} torn tails repaired`,
      );
    },
    scaledTimeout(),
  );
});

describe("kill -9 of the MCP server mid-call", () => {
  it(
    "a new server finishes every workflow",
    async () => {
      const delays = fc.sample(fc.integer({ min: 0, max: 30 }), { numRuns: runs(3), seed });
      for (const delay of delays) {
        const first = await connect("g2k", ["--session-dir", sessions]);
        const { session } = await call(first, "start");
        const [greetStep, greetOutput] = path[0] ?? ["", ""];
        const pending = first
          .callTool("advance", { session, step: greetStep, output: JSON.parse(greetOutput) as unknown })
          .catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, delay));
        first.kill();
        await pending;
        await first.close().catch(() => undefined);
        const second = await connect("g2k", ["--session-dir", sessions]);
        let last: Record<string, unknown> = {};
        for (const [step, output] of path)
          last = await call(second, "advance", { session, step, output: JSON.parse(output) as unknown });
        expect(last).toMatchObject({ status: "done", finalOutput: { card: "Ada" } });
        await second.close();
        const lines = sessionLines(`${sessions}/skill-kit-${String(session)}.jsonl`);
        if (typeof lines === "string") throw new Error(lines);
        expect(duplicated(lines)).toEqual([]);
      }
      report(`crash (MCP): ${delays.length} servers killed mid-advance, every workflow finished on a new server`);
    },
    scaledTimeout(),
  );
});
