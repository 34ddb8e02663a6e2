// Acceptance behaviours 55–67: composite and reference skills, through the real binary.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixture, runCli, tempDir } from "@skill-kit/test-utils/run-cli";

const ch = (...args: string[]) => runCli("help-desk", args);
const tsp = (...args: string[]) => runCli("patterns", args);

describe("composite topics and help (55–57)", () => {
  it("55: topics lists name: label lines", () => {
    const out = ch("topics");
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(
      "rate-limits: API rate limits and throttling\nlocales: Content localization and locale configuration\n",
    );
  });

  it("56: topic prints the reference file; unknown or missing names exit 1", () => {
    const out = ch("topic", "locales");
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(readFileSync(join(fixture("help-desk"), "..", "references", "locales.md"), "utf8"));
    expect(ch("topic", "nope").status).toBe(1);
    expect(ch("topic", "nope").stderr).toContain('unknown topic "nope"');
    expect(ch("topic").status).toBe(1);
  });

  it("57: --help lists the sub-skills with descriptions and the topics", () => {
    const out = ch("--help");
    expect(out.status).toBe(0);
    expect(out.stderr).toContain("doctor — Diagnose a space");
    expect(out.stderr).toContain("setup — Set up a project");
    expect(out.stderr).toContain("rate-limits: API rate limits and throttling");
    expect(out.stderr).toContain("locales: Content localization");
  });
});

describe("composite routing (58–65)", () => {
  const advance = (step: string, output: unknown, history: unknown[] = []) =>
    ch("advance", "--step", step, "--output", JSON.stringify(output), "--history", JSON.stringify(history));

  it("58: choose faq, then a topic, ends with the topic as finalOutput", () => {
    const chose = advance("choose", { choice: "faq" }).json();
    const out = advance("ask-topic", { topicName: "rate-limits" }, [chose["completed"]]).json();
    expect(out).toEqual({
      kind: "done",
      done: true,
      finalOutput: { topic: "rate-limits", content: "Rate limits: 10 requests per second." },
      completed: { step: "ask-topic", response: { topicName: "rate-limits" }, result: { topicName: "rate-limits" } },
    });
  });

  it("59: an unknown topic exits 1 naming it", () => {
    const chose = advance("choose", { choice: "faq" }).json();
    const out = advance("ask-topic", { topicName: "nope" }, [chose["completed"]]);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('unknown topic "nope"');
  });

  it("60: into doctor with mapped params, a preamble, and completed = get-space; params survive the next advance (decision 4)", () => {
    const chose = advance("choose", { choice: "doctor" }).json();
    const space = advance("get-space", { spaceId: "abc" }, [chose["completed"]]).json();
    expect(space).toMatchObject({ kind: "prompt", step: "doctor/diagnose", completed: { step: "get-space" } });
    expect(String(space["prompt"])).toContain('"abc"');
    expect(space["preamble"]).toEqual(expect.any(String));
    const next = advance("doctor/diagnose", { issues: [], healthy: true }, [chose["completed"], space["completed"]]).json();
    expect(next).toMatchObject({ step: "doctor/report-clean", prompt: "<prompt>\nSpace abc is healthy.\n</prompt>" });
  });

  it("61: choose setup auto-advances the prompt-less sub-skill entry", () => {
    const out = advance("choose", { choice: "setup" }).json();
    expect(out).toMatchObject({
      kind: "prompt",
      step: "setup/guide-env",
      completed: { step: "choose" },
      autoAdvanced: [{ step: "setup/check-env", actionResult: { node: expect.any(String) as unknown } }],
    });
  });

  it("62, 63: direct sub-skill access with its own params and bare step names", () => {
    const started = ch("doctor", "--params", '{"spaceId":"xyz"}').json();
    expect(started).toMatchObject({ kind: "prompt", step: "doctor/diagnose", preamble: expect.any(String) as unknown });
    const out = ch(
      "doctor",
      "advance",
      "--step",
      "diagnose",
      "--output",
      '{"issues":[],"healthy":true}',
      "--params",
      '{"spaceId":"xyz"}',
    ).json();
    expect(out).toMatchObject({ step: "doctor/report-clean" });
  });

  it("64: an unknown sub-skill prefix exits 1 naming it", () => {
    const out = ch("advance", "--step", "nope/x", "--output", "{}");
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('"nope"');
  });

  describe("65: one session across the dispatcher and the sub-skill", () => {
    let sandbox: { dir: string; remove: () => void };
    beforeEach(() => {
      sandbox = tempDir("skill-kit-composite-");
    });
    afterEach(() => {
      sandbox.remove();
    });

    it("ends with a done line and qualified names in the file", () => {
      const dir = ["--session-dir", sandbox.dir];
      const pointer = ch("--params", "{}", "--session", "new", "--output-mode", "flag", ...dir).json() as {
        sessionId: string;
        file: string;
      };
      const step = (name: string, output: unknown) =>
        ch(
          "advance",
          "--session",
          pointer.sessionId,
          "--step",
          name,
          "--output",
          JSON.stringify(output),
          "--print",
          ...dir,
        ).json();
      step("choose", { choice: "doctor" });
      expect(step("get-space", { spaceId: "s1" })).toMatchObject({ step: "doctor/diagnose" });
      expect(step("doctor/diagnose", { issues: ["x"], healthy: false })).toMatchObject({ step: "doctor/report-issues" });
      expect(step("doctor/report-issues", {})).toMatchObject({ kind: "done" });
      const lines = readFileSync(pointer.file, "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.at(-1)).toMatchObject({ type: "done", completed: { step: "doctor/report-issues" } });
      expect(lines.filter((line) => line["type"] === "output").map((line) => line["step"])).toEqual([
        "choose",
        "get-space",
        "doctor/diagnose",
        "doctor/report-issues",
      ]);
    });
  });
});

describe("reference skills (66–67)", () => {
  it("66: no arguments or topics list 4 topics; an unknown command exits 1", () => {
    for (const args of [[], ["topics"]]) {
      const out = tsp(...args);
      expect(out.status).toBe(0);
      expect(out.stdout.trimEnd().split("\n")).toHaveLength(4);
    }
    const bogus = tsp("bogus");
    expect(bogus.status).toBe(1);
    expect(bogus.stderr).toBe('error: unknown command "bogus". Run with --help.\n');
  });

  it("67: a topic built with render.table prints a markdown table", () => {
    const out = tsp("topic", "error-handling").stdout;
    expect(out).toContain("| pattern | use | note |");
    expect(out).toContain("| --- | --- | --- |");
  });

  it("--help as the first token prints help", () => {
    const out = tsp("--help");
    expect(out.status).toBe(0);
    expect(out.stderr).toContain("error-handling");
  });
});
