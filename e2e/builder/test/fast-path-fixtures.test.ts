// Issue 19: a valid run of each bench fixture, through its built `scripts/run` as a real process,
// never loads `bin/arktype.cjs`. A `--require` hook lists every module each call loaded, so a
// load anywhere (core, the protocol, the skill's own code) shows, whatever catches it.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildFixture, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-fast-path-fixtures-");
afterAll(() => {
  sandbox.remove();
});

const hook = join(sandbox.dir, "trace-loads.cjs");
writeFileSync(
  hook,
  [
    'const Module = require("node:module");',
    'const { appendFileSync } = require("node:fs");',
    "const out = process.env.SKILL_KIT_LOAD_TRACE;",
    "const load = Module._load;",
    'Module._load = function (request, ...rest) { appendFileSync(out, "request " + request + "\\n"); return load.call(this, request, ...rest); };',
    'process.on("exit", () => { appendFileSync(out, Object.keys(require.cache).map((file) => "cached " + file + "\\n").join("")); });',
    "",
  ].join("\n"),
);

const benchFixture = (name: string): string => fileURLToPath(new URL(`../../../bench/fixtures/${name}.ts`, import.meta.url));

interface Traced {
  readonly status: number | null;
  readonly json: Record<string, unknown>;
  readonly loads: readonly string[];
}

/** One call of the built skill with the hook; what it printed and every module it loaded. */
function traced(dir: string, args: readonly string[]): Traced {
  const trace = join(sandbox.dir, "trace.txt");
  rmSync(trace, { force: true });
  writeFileSync(trace, "");
  const env = { ...process.env, NODE_OPTIONS: `--require ${hook}`, SKILL_KIT_LOAD_TRACE: trace };
  const run = spawnSync(join(dir, "scripts", "run"), args, { encoding: "utf8", env });
  const loads = readFileSync(trace, "utf8").split("\n").filter(Boolean);
  return {
    status: run.status,
    json: run.stdout === "" ? { stderr: run.stderr } : (JSON.parse(run.stdout) as Record<string, unknown>),
    loads,
  };
}

const arkTypeLoads = (call: Traced): readonly string[] => call.loads.filter((line) => /arktype\.cjs$/.test(line));

/** A valid run of each fixture: start with these params, then answer each step in turn. */
const runs: Readonly<Record<string, { readonly params: string; readonly steps: readonly (readonly [string, unknown])[] }>> = {
  gate: {
    params: "{}",
    steps: [
      ["aim", { target: "moon", again: true }],
      ["aim", { target: "mars", again: false }],
      ["done", {}],
    ],
  },
  ledger: {
    params: '{"limit":100}',
    steps: [
      ["owner", { owner: "Ada" }],
      ["income", { entries: [{ amount: 30, memo: "pay" }, { amount: 12 }] }],
      ["spending", { entries: [] }],
      ["close", { confirmed: true }],
    ],
  },
  desk: {
    params: "{}",
    steps: [
      ["welcome", { product: "Inkpad", version: "2.1" }],
      ["choose", { need: "bug", summary: "it crashes" }],
      ["report/reproduce", { steps: ["open", "type"], reproducible: true }],
      ["report/send", { send: true }],
    ],
  },
  counter: {
    params: "{}",
    steps: [
      ["count", { n: 1, more: true }],
      ["count", { n: 2, more: false }],
      ["done", {}],
    ],
  },
};

describe("a valid run of each bench fixture never loads bin/arktype.cjs", () => {
  for (const [name, run] of Object.entries(runs)) {
    it(name, () => {
      const dir = buildFixture(benchFixture(name), { key: `bench-${name}` });
      const sessions = join(sandbox.dir, `sessions-${name}`);
      const start = traced(dir, ["--params", run.params, "--session", "new", "--session-dir", sessions, "--output-mode", "flag"]);
      expect(start.json["sessionId"], JSON.stringify(start.json)).toEqual(expect.any(String));
      // The hook ran: the version gate is in the list of what the call loaded.
      expect(start.loads.some((line) => line.endsWith(`bin/${name}.cjs`))).toBe(true);
      expect(arkTypeLoads(start)).toEqual([]);
      const session = String(start.json["sessionId"]);
      let last = start;
      for (const [step, output] of run.steps) {
        last = traced(dir, [
          "advance",
          "--session",
          session,
          "--session-dir",
          sessions,
          "--step",
          step,
          "--output",
          JSON.stringify(output),
          "--print",
        ]);
        expect(last.json["kind"], `${step}: ${JSON.stringify(last.json)}`).not.toBe("error");
        expect(arkTypeLoads(last), step).toEqual([]);
      }
      expect(last.json["kind"]).toBe("done");
    });

    it(`${name}, stateless (the history replayed on every call)`, () => {
      const dir = buildFixture(benchFixture(name), { key: `bench-${name}` });
      const start = traced(dir, ["--params", run.params]);
      expect(start.json["kind"], JSON.stringify(start.json)).toBe("prompt");
      expect(arkTypeLoads(start)).toEqual([]);
      const history: unknown[] = [];
      let last = start;
      for (const [step, output] of run.steps) {
        last = traced(dir, [
          "advance",
          "--step",
          step,
          "--output",
          JSON.stringify(output),
          "--history",
          JSON.stringify(history),
          "--params",
          run.params,
        ]);
        expect(last.json["kind"], `${step}: ${JSON.stringify(last.json)}`).not.toBe("error");
        expect(arkTypeLoads(last), step).toEqual([]);
        const autoAdvanced: unknown = last.json["autoAdvanced"];
        const more: readonly unknown[] = Array.isArray(autoAdvanced) ? autoAdvanced : [];
        history.push(last.json["completed"], ...more);
      }
      expect(last.json["kind"]).toBe("done");
    });
  }

  it("the hook sees ArkType load when an answer is invalid (so the checks above can fail)", () => {
    const dir = buildFixture(benchFixture("gate"), { key: "bench-gate" });
    const call = traced(dir, [
      "advance",
      "--step",
      "aim",
      "--output",
      '{"target":7,"again":false}',
      "--history",
      "[]",
      "--params",
      "{}",
    ]);
    expect(call.json["message"]).toBe("target: target must be a string (was a number)");
    expect(arkTypeLoads(call).length).toBeGreaterThan(0);
  });
});
