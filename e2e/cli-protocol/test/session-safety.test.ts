// Sessions under concurrency, crashes, torn lines and hostile files (split from session.test.ts).
import { appendFileSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, runCliAsync, tempDir } from "@skill-kit/test-utils/run-cli";

let sandbox: { dir: string; remove: () => void };
let sessions: string;
beforeEach(() => {
  sandbox = tempDir("skill-kit-session-test-");
  sessions = join(sandbox.dir, "sessions");
});
afterEach(() => {
  sandbox.remove();
});

const g2k = (...args: string[]) => runCli("g2k", [...args, "--session-dir", sessions]);
const start = (...args: string[]) => {
  const out = g2k("--params", "{}", "--session", "new", ...args);
  expect(out.status).toBe(0);
  return out.json() as { sessionId: string; file: string; line: number; result?: Record<string, unknown> };
};
const lines = (file: string) =>
  readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("safe sessions", () => {
  it("six identical concurrent advances add exactly one prompt line", async () => {
    const { sessionId, file } = start("--output-mode", "flag");
    const calls = Array.from({ length: 6 }, () =>
      runCliAsync("g2k", [
        "advance",
        "--session",
        sessionId,
        "--step",
        "greet",
        "--output",
        '{"name":"Ada"}',
        "--session-dir",
        sessions,
      ]),
    );
    const results = await Promise.all(calls);
    expect(results.map((result) => result.status)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(results.map((result) => result.stdout))).toEqual(new Set(["4\n"]));
    const all = lines(file);
    expect(all.filter((line) => line["type"] === "prompt")).toHaveLength(2);
    expect(all).toHaveLength(4);
  });

  it("a step that loops onto itself takes the same output twice (not a duplicate)", () => {
    const loop = (...args: string[]) =>
      runCli("edge-cases", [...args, "--session-dir", sessions], { env: { SKILL_CASE: "selfloop" } });
    const { sessionId } = loop("--params", "{}", "--session", "new").json() as { sessionId: string };
    expect(loop("advance", "--session", sessionId, "--step", "loop", "--output", "{}", "--print").json()).toMatchObject({
      step: "loop",
    });
    expect(loop("advance", "--session", sessionId, "--step", "loop", "--output", "{}", "--print").json()).toMatchObject({
      step: "x",
    });
  });

  it("a torn last line is refused untouched, then replaced by a resubmission (kept in a side file)", () => {
    const { sessionId, file } = start();
    appendFileSync(file, '{"type":"output","step":"gr');
    const before = readFileSync(file, "utf8");
    const refused = g2k("advance", "--session", sessionId);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("torn line");
    expect(readFileSync(file, "utf8")).toBe(before);
    const fixed = g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}');
    expect(fixed.stdout).toBe("4\n");
    expect(lines(file).map((line) => line["type"])).toEqual(["header", "prompt", "output", "prompt"]);
    const side = readdirSync(sessions).filter((name) => name.includes(".torn-"));
    expect(side).toHaveLength(1);
    expect(readFileSync(join(sessions, side[0] ?? ""), "utf8")).toBe('{"type":"output","step":"gr');
  });

  it("an output line appended without a newline is still read", () => {
    const { sessionId, file } = start();
    appendFileSync(file, '{"type":"output","step":"greet","output":{"name":"Ada"}}');
    expect(g2k("advance", "--session", sessionId).stdout).toBe("4\n");
    expect(lines(file)).toHaveLength(4);
  });

  it("never writes through a pre-placed symlink", () => {
    const { sessionId, file } = start();
    const target = join(sandbox.dir, "victim.jsonl");
    writeFileSync(target, readFileSync(file, "utf8"));
    const linked = "e".repeat(32);
    const victimCopy = readFileSync(target, "utf8").replace(sessionId, linked);
    writeFileSync(target, victimCopy);
    symlinkSync(target, join(sessions, `skill-kit-${linked}.jsonl`));
    const out = g2k("advance", "--session", linked, "--step", "greet", "--output", '{"name":"A"}');
    expect(out.status).toBe(1);
    expect(readFileSync(target, "utf8")).toBe(victimCopy);
  });

  it("a stale lock from a killed process does not block the session", () => {
    const { sessionId, file } = start("--output-mode", "flag");
    writeFileSync(`${file}.lock`, "999999");
    expect(g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"A"}').stdout).toBe("4\n");
  });

  it("kill -9 at random moments never leaves a line that later calls misread", async () => {
    const { sessionId, file } = start("--output-mode", "flag");
    for (let i = 0; i < 6; i += 1) {
      const call = runCliAsync(
        "g2k",
        ["advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}', "--session-dir", sessions],
        { killAfterMs: 150 + i * 60 },
      );
      await call;
    }
    const out = g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}');
    expect(out.status).toBe(0);
    const all = lines(file);
    expect(all.filter((line) => line["type"] === "prompt" && line["step"] === "ask-role")).toHaveLength(1);
  });

  it("sessions list and clean", () => {
    const { sessionId } = start();
    const list = g2k("sessions", "list", "--json").json() as unknown as { sessionId: string; status: string }[];
    expect(list).toEqual([expect.objectContaining({ sessionId, status: "pending greet" })]);
    expect(g2k("sessions", "clean", "--older-than", "1d").stderr).toContain("removed 0");
    expect(g2k("sessions", "clean", "--older-than", "0s", "--json").json()).toEqual([sessionId]);
    expect(g2k("sessions", "list", "--json").stdout).toBe("[]\n");
    expect(g2k("sessions", "clean", "--older-than", "soon").status).toBe(1);
  });
});
