// Property tests over MCP, on a real built skill's `scripts/run mcp` driven by the SDK client:
// every argument of every tool the server lists takes any value (and whole hostile argument
// objects), and each answer is a clear result or error with no stack trace, in time, from a server
// that stays alive, leaves every session file as it was or appended, and keeps Object.prototype.
import fc from "fast-check";
import type { StdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { toolArgument, toolArguments } from "@skill-kit/test-utils/reliability/arbitraries";
import { report, runs, scaledTimeout, seed } from "@skill-kit/test-utils/reliability/harness";
import {
  answerViolation,
  ask,
  fileViolations,
  outcomeOf,
  probeState,
  serveFixture,
  sessionFile,
  snapshot,
  textOf,
  type Answer,
} from "@skill-kit/test-utils/reliability/mcp-harness";

const sandbox = tempDir("skill-kit-reliability-mcp-props-");
let sessions = "";
let server: StdioClient;
beforeAll(async () => {
  sessions = sessionsIn(sandbox.dir);
  server = await serveFixture("./mcp-probe", sessions);
});
afterAll(async () => {
  await server.close();
  sandbox.remove();
});

const tools = ["start", "advance", "topic", "topics"] as const;
const clean = "prototype clean";

async function started(args: Record<string, unknown>): Promise<string> {
  const answer = await ask(server, "start", args);
  const session = answer.kind === "result" ? answer.result.structuredContent?.["session"] : undefined;
  if (typeof session !== "string" || session === "") throw new Error(`start failed: ${JSON.stringify(answer)}`);
  return session;
}

/** Valid arguments of `tool`; `advance` gets a live session (at probe/take, which takes any output, when `output` is the target). */
async function validArgs(
  tool: string,
  target: string | undefined,
  reused: { session?: string },
): Promise<Record<string, unknown>> {
  if (tool === "topic") return { name: "state" };
  if (tool !== "advance") return {};
  if (target === "output") return { session: await started({ subskill: "probe" }), step: "probe/take", output: {} };
  reused.session ??= await started({});
  return { session: reused.session, step: "route", output: { to: "state" } };
}

/** A value as the failure names it (JSON.stringify gives undefined for some). */
const shown = (value: unknown): string =>
  value === undefined || typeof value === "function" ? String(value) : JSON.stringify(value).slice(0, 200);

const createdBy = (tool: string, answer: Answer): string[] => {
  const session = answer.kind === "result" ? answer.result.structuredContent?.["session"] : undefined;
  return tool === "start" && typeof session === "string" && session !== "" ? [sessionFile(session)] : [];
};

/** One hostile call and the invariants after it; returns the violations and how the call was answered. */
async function attempt(
  tool: string,
  target: string | undefined,
  value: unknown,
  index: number,
  reused: { session?: string },
): Promise<{ problems: string[]; answer: Answer }> {
  const valid = await validArgs(tool, target, reused);
  const args =
    target !== undefined ? { ...valid, [target]: value } : index % 2 === 0 ? value : { ...valid, ...(value as object) };
  const before = snapshot(sessions);
  const answer = await ask(server, tool, args);
  const problems = [
    answerViolation(tool, answer, typeof value === "string" ? value : ""),
    ...fileViolations(before, snapshot(sessions), createdBy(tool, answer)),
  ];
  if (target === "output" && outcomeOf(answer) === "ok" && answer.kind === "result" && !textOf(answer.result).includes(clean))
    problems.push("the report prompt saw a changed Object.prototype");
  const state = await probeState(server);
  if (state !== clean) problems.push(`after the call the server says: ${state}`);
  return {
    problems: problems
      .filter((problem) => problem !== undefined)
      .map((problem) => `${tool}${target === undefined ? "" : `.${target}`} = ${shown(value)}: ${problem}`),
    answer,
  };
}

describe("every argument of every listed tool takes any value", () => {
  it("the server lists exactly the tools this file covers", async () => {
    const { tools: listed } = await server.client.listTools();
    expect(listed.map((tool) => tool.name).sort()).toEqual([...tools].sort());
  });

  it.each(tools)(
    "%s",
    async (tool) => {
      const { tools: listed } = await server.client.listTools();
      const properties = Object.keys(listed.find((item) => item.name === tool)?.inputSchema.properties ?? {});
      const targets: (string | undefined)[] = [...properties, undefined];
      const problems: string[] = [];
      for (const [at, target] of targets.entries()) {
        const values: unknown[] =
          target === undefined
            ? fc.sample(toolArguments, { numRuns: runs(15), seed: seed + at })
            : fc.sample(toolArgument, { numRuns: runs(25), seed: seed + at });
        const counts = { ok: 0, refused: 0, isError: 0, "rpc-error": 0, broken: 0 };
        let slowest = 0;
        const reused: { session?: string } = {};
        for (const [index, value] of values.entries()) {
          const { problems: found, answer } = await attempt(tool, target, value, index, reused);
          problems.push(...found);
          counts[outcomeOf(answer)] += 1;
          slowest = Math.max(slowest, answer.ms);
        }
        report(
          `MCP ${tool}.${target ?? "(all arguments)"}: ${values.length} values, ok ${counts.ok}, refused ${counts.refused}, isError ${counts.isError}, JSON-RPC error ${counts["rpc-error"]}, slowest ${slowest} ms, ${problems.length} violations so far`,
        );
      }
      expect(problems).toEqual([]);
    },
    scaledTimeout(),
  );
});

describe("after every hostile call", () => {
  it("a fresh start answers, with only the documented keys, and the probe still sees a clean prototype", async () => {
    const answer = await ask(server, "start", {});
    expect(answerViolation("start", answer)).toBeUndefined();
    const structured = answer.kind === "result" ? (answer.result.structuredContent ?? {}) : {};
    expect(
      Object.keys(structured).every((key) => ["session", "status", "step", "preamble", "prompt", "schema"].includes(key)),
    ).toBe(true);
    expect(structured).toMatchObject({ status: "prompt", step: "route", prompt: expect.stringContaining(clean) as string });
    const session = await started({ subskill: "probe" });
    const polluting = JSON.parse(
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"prototype":{"polluted":1}}',
    ) as unknown;
    const taken = await ask(server, "advance", { session, step: "probe/take", output: polluting });
    expect(taken.kind === "result" && taken.result.structuredContent).toMatchObject({
      status: "prompt",
      step: "probe/report",
      prompt: expect.stringContaining(clean) as string,
    });
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  });
});
