// Every example is built and driven through its built scripts/run by a test that plays the agent,
// in stateless, session (line numbers) and one-call (--print) modes.
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, tempDir } from "@skill-kit/test-utils/run-cli";
import { play, type Result, type Turn } from "./agent.js";

const examples = fileURLToPath(new URL("../../../../examples/", import.meta.url));
const sandbox = tempDir("skill-kit-examples-");
afterAll(() => {
  if (process.env["KEEP"] === undefined) sandbox.remove();
  else console.log(sandbox.dir);
});

// Every example that is a skill (agent-loop is an app that uses skills, not one), but the reference
// guide, which is tested on its own below.
const names = readdirSync(examples).filter(
  (name) => name !== "reference-guide" && existsSync(join(examples, name, "src", "skill.ts")),
);

function runner(dir: string) {
  const run = (...args: string[]): string => execFileSync(join(dir, "scripts/run"), args, { encoding: "utf8" });
  const json = (...args: string[]): Result => JSON.parse(run(...args)) as Result;
  return { run, json };
}

for (const name of names) {
  describe(`example ${name}`, () => {
    const out = join(sandbox.dir, name);
    const sessions = join(sandbox.dir, `${name}-sessions`);
    const params = JSON.stringify(
      name === "interview" || name === "build-a-game" ? { outDir: join(sandbox.dir, `${name}-files`) } : {},
    );
    beforeAll(() => {
      const built = spawnSync(process.execPath, [bin, "build", join(examples, name, "src/skill.ts"), "-o", out], {
        encoding: "utf8",
      });
      expect(built.stderr).toContain("Build complete");
      expect(built.status).toBe(0);
    });

    const stateless = () => {
      const { json } = runner(out);
      const history: unknown[] = [];
      const keep = (result: Result): Result => {
        if (result["completed"] !== undefined) history.push(result["completed"]);
        history.push(...((result["autoAdvanced"] as unknown[] | undefined) ?? []));
        return result;
      };
      return play(keep(json("--params", params)), (turn: Turn) =>
        keep(
          json(
            "advance",
            "--step",
            turn.step,
            "--output",
            JSON.stringify(turn.output),
            "--params",
            params,
            "--history",
            JSON.stringify(history),
          ),
        ),
      );
    };

    let reference: ReturnType<typeof stateless> | undefined;
    it("runs to done in stateless mode", () => {
      reference = stateless();
      expect(reference.steps.length).toBeGreaterThan(1);
      expect(reference.final).toMatchObject({ kind: "done", done: true });
    }, 240_000);

    it("runs to done in session mode (file output lines, line numbers) and in one-call mode, with the same path", () => {
      reference ??= stateless();
      const { run, json } = runner(out);
      const pointer = JSON.parse(run("--params", params, "--session", "new", "--session-dir", sessions)) as {
        sessionId: string;
        file: string;
        line: number;
      };
      const lineAt = (n: number): Result => JSON.parse(readFileSync(pointer.file, "utf8").split("\n")[n - 1] ?? "") as Result;
      const session = play(lineAt(pointer.line), (turn) => {
        appendFileSync(pointer.file, `${JSON.stringify({ type: "output", step: turn.step, output: turn.output })}\n`);
        return lineAt(Number(run("advance", "--session", pointer.sessionId, "--session-dir", sessions).trim()));
      });
      expect(session.steps).toEqual(reference.steps);
      expect(session.final["finalOutput"]).toEqual(reference.final["finalOutput"]);

      const started = json("--params", params, "--session", "new", "--print", "--session-dir", sessions) as Result & {
        sessionId: string;
        result: Result;
      };
      const oneCall = play(started.result, (turn) =>
        json(
          "advance",
          "--session",
          started.sessionId,
          "--step",
          turn.step,
          "--output",
          JSON.stringify(turn.output),
          "--print",
          "--session-dir",
          sessions,
        ),
      );
      expect(oneCall.steps).toEqual(reference.steps);
      expect(run("cleanup", "--session", started.sessionId, "--session-dir", sessions)).toBe("");
    }, 240_000);
  });
}

describe("example reference-guide", () => {
  it("lists and prints every topic through its built scripts/run", () => {
    const out = join(sandbox.dir, "reference-guide");
    expect(
      spawnSync(process.execPath, [bin, "build", join(examples, "reference-guide/src/skill.ts"), "-o", out], { encoding: "utf8" })
        .status,
    ).toBe(0);
    const { run } = runner(out);
    const topics = run("topics")
      .trimEnd()
      .split("\n")
      .map((line) => line.slice(0, line.indexOf(":")));
    expect(topics.length).toBeGreaterThanOrEqual(4);
    for (const topic of topics) expect(run("topic", topic).length).toBeGreaterThan(10);
  });
});
