// Concurrency, counted line by line: N processes on one session (different and identical
// outputs), and two MCP servers racing M agents on the same sessions. Nothing lost, nothing doubled.
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, connect } from "@skill-kit/test-utils/mcp-client";
import {
  contractViolation,
  parseLine,
  runs,
  scaledTimeout,
  sessionLines,
  startSession,
  timed,
  report,
} from "@skill-kit/test-utils/reliability/harness";

const sandbox = tempDir("skill-kit-reliability-concurrency-");
afterAll(() => {
  sandbox.remove();
});
const sessions = `${sandbox.dir}/sessions`;
const processes = 8;

const linesOf = (file: string): Record<string, unknown>[] => {
  const lines = sessionLines(file);
  if (typeof lines === "string") throw new Error(lines);
  return lines;
};
/** The steps whose output line was taken: followed by a prompt or done line, not by an error. */
const accepted = (lines: readonly Record<string, unknown>[]): string[] =>
  lines.flatMap((line, index) =>
    line["type"] === "output" && lines[index + 1]?.["type"] !== "error" ? [String(line["step"])] : [],
  );
const ofType = (lines: readonly Record<string, unknown>[], type: string, step: string): number =>
  lines.filter((line) => line["type"] === type && line["step"] === step).length;

describe(`${processes} processes advancing one session`, () => {
  it(
    "half with one output, half with another: exactly one wins, whole, and the rest are told",
    async () => {
      const rounds = runs(1);
      let counted = 0;
      for (let round = 0; round < rounds; round += 1) {
        const { sessionId, file } = await startSession("g2k", sessions);
        const outputs = Array.from({ length: processes }, (_, index) => `{"name":"${index % 2 === 0 ? "Ada" : "Bo"}"}`);
        const outs = await Promise.all(
          outputs.map((output) =>
            timed("g2k", [
              "advance",
              "--session",
              sessionId,
              "--step",
              "greet",
              "--output",
              output,
              "--print",
              "--session-dir",
              sessions,
            ]),
          ),
        );
        for (const out of outs) expect(contractViolation(out)).toBeUndefined();
        const lines = linesOf(file);
        counted += lines.length;
        expect(ofType(lines, "prompt", "ask-role")).toBe(1);
        expect(accepted(lines)).toEqual(["greet"]);
        const results = outs.map((out) => parseLine(out.stdout.trim()));
        for (const result of results)
          expect(result).toMatchObject(result?.["kind"] === "prompt" ? { step: "ask-role" } : { kind: "error", retry: false });
        // Past the winner, only refused pairs (output, error), each from a call that answered error;
        // a repeat of the last refused output appends nothing and answers that error again.
        const rest = lines.slice(4).map((line) => line["type"]);
        expect(rest).toEqual(rest.map((_, index) => (index % 2 === 0 ? "output" : "error")));
        expect(rest.length / 2).toBeLessThanOrEqual(results.filter((result) => result?.["kind"] === "error").length);
        const winner = lines[2]?.["output"];
        const name = typeof winner === "object" && winner !== null && "name" in winner ? String(winner.name) : "?";
        expect(JSON.stringify(lines[3])).toContain(`role, ${name}?`);
      }
      report(
        `concurrency (CLI): ${rounds} rounds of ${processes} racing processes, ${counted} lines counted, 1 output and 1 next prompt per round`,
      );
    },
    scaledTimeout(),
  );

  it("identical outputs step after step: one output line and one prompt line per step", async () => {
    const { sessionId, file } = await startSession("g2k", sessions);
    const steps = [
      ["greet", '{"name":"Ada"}'],
      ["ask-role", '{"role":"pm"}'],
    ] as const;
    for (const [step, output] of steps) {
      const outs = await Promise.all(
        Array.from({ length: processes }, () =>
          timed("g2k", [
            "advance",
            "--session",
            sessionId,
            "--step",
            step,
            "--output",
            output,
            "--print",
            "--session-dir",
            sessions,
          ]),
        ),
      );
      expect(new Set(outs.map((out) => out.stdout)).size).toBe(1);
      expect(outs.map((out) => out.status)).toEqual(Array.from({ length: processes }, () => 0));
    }
    const lines = linesOf(file);
    expect(lines.map((line) => `${String(line["type"])}:${String(line["step"])}`)).toEqual([
      "header:undefined",
      "prompt:greet",
      "output:greet",
      "prompt:ask-role",
      "output:ask-role",
      "prompt:ask-hobby",
    ]);
    report(`concurrency (CLI identical): ${steps.length * processes} calls, ${lines.length} lines, 0 lost, 0 duplicated`);
  });
});

describe("repeats", () => {
  it("an output the run took, sent again after refused calls, appends nothing and answers the current prompt; a self-loop still takes it again", async () => {
    const { sessionId, file } = await startSession("g2k", sessions);
    const advance = (step: string, output: string) =>
      timed("g2k", ["advance", "--session", sessionId, "--step", step, "--output", output, "--print", "--session-dir", sessions]);
    expect((await advance("greet", '{"name":"Ada"}')).json()).toMatchObject({ kind: "prompt", step: "ask-role" });
    expect((await advance("nope", "{}")).json()).toMatchObject({ kind: "error", retry: false });
    expect((await advance("ask-role", '{"role":"nope"}')).json()).toMatchObject({ kind: "error", retry: true });
    const before = linesOf(file).length;
    expect((await advance("greet", '{"name":"Ada"}')).json()).toMatchObject({ kind: "prompt", step: "ask-role" });
    expect((await advance("ask-role", '{"role":"nope"}')).json()).toMatchObject({ kind: "error", retry: true });
    expect(linesOf(file)).toHaveLength(before);
    expect((await advance("ask-role", '{"role":"pm"}')).json()).toMatchObject({ kind: "prompt", step: "ask-hobby" });
    const hobby = '{"hobby":"go","wantsMore":true}';
    expect((await advance("ask-hobby", hobby)).json()).toMatchObject({ kind: "prompt", step: "ask-hobby" });
    expect((await advance("nope", "{}")).json()).toMatchObject({ kind: "error" });
    expect((await advance("ask-hobby", hobby)).json()).toMatchObject({
      kind: "prompt",
      step: "ask-hobby",
      completed: { step: "ask-hobby" },
    });
    expect(ofType(linesOf(file), "prompt", "ask-hobby")).toBe(3);
    report(
      "repeats: an accepted output sent again after 2 refused calls appended 0 lines; a refused output sent again appended 0; a self-loop took its output again after a refused call",
    );
  });
});

describe("MCP: two servers, M agents each, racing on the same sessions", () => {
  it(
    "every session ends with exactly the lines of one clean run",
    async () => {
      const agents = runs(4);
      const [a, b] = await Promise.all([
        connect("g2k", ["--session-dir", sessions]),
        connect("g2k", ["--session-dir", sessions]),
      ]);
      const ids = await Promise.all(Array.from({ length: agents }, async () => String((await call(a, "start"))["session"])));
      const path = [
        ["greet", { name: "Ada" }],
        ["ask-role", { role: "pm" }],
        ["ask-hobby", { hobby: "go", wantsMore: false }],
        ["confirm-profile", { approved: true }],
        ["profile-card", { card: "Ada" }],
      ] as const;
      const drive = async (server: typeof a, session: string): Promise<unknown[]> => {
        const statuses: unknown[] = [];
        for (const [step, output] of path) statuses.push((await call(server, "advance", { session, step, output }))["status"]);
        return statuses;
      };
      const finals = await Promise.all(ids.map((session) => Promise.all([drive(a, session), drive(b, session)])));
      await Promise.all([a.close(), b.close()]);
      // The later of two racing agents may be told "already done" (retry: false); one of them finished.
      let counted = 0;
      for (const [index, session] of ids.entries()) {
        const statuses = (finals[index] ?? []).flat();
        expect(statuses).toContain("done");
        const lines = linesOf(`${sessions}/skill-kit-${session}.jsonl`);
        counted += lines.length;
        expect(accepted(lines)).toEqual(path.map(([step]) => step));
        expect(lines.filter((line) => line["type"] === "prompt").map((line) => line["step"])).toEqual(path.map(([step]) => step));
        expect(lines).toHaveLength(12 + 2 * statuses.filter((status) => status === "error").length);
      }
      report(
        `concurrency (MCP): ${agents * 2} agents on 2 servers, ${agents} sessions, ${counted} lines counted, 0 lost, 0 duplicated`,
      );
    },
    scaledTimeout(),
  );
});
