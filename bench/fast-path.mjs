// Issue 19: start and advance of skills shaped like real ones (bench/fixtures: a sub-store written
// by a save, actions with input and output types, params defaults, deep merges, a finalOutput, a
// composite's param mapping) against a bare `node -e 0`, interleaved in one run, medians.
// Run alone with `node bench/fast-path.mjs` (BENCH_ROUNDS rounds).
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildExamples, table, timeInterleaved } from "./lib.mjs";

const history = (...entries) => JSON.stringify(entries);
const aim = { step: "aim", response: { target: "moon", again: true }, actionResult: { size: 12 }, result: { size: 12 } };
const owner = { step: "owner", response: { owner: "Ada" }, result: { owner: "Ada" } };
const income = {
  step: "income",
  response: { entries: [{ amount: 30, memo: "pay" }, { amount: 12 }], note: "" },
  actionResult: { total: 42, largest: 30 },
  result: { total: 42, largest: 30 },
};
const spending = { step: "spending", response: { entries: [] }, actionResult: { total: 0 }, result: { total: 0 } };
const welcome = {
  step: "welcome",
  response: { product: "Inkpad", version: "2.1" },
  result: { product: "Inkpad", version: "2.1" },
};
const choose = {
  step: "choose",
  response: { need: "bug", summary: "it crashes" },
  result: { need: "bug", summary: "it crashes" },
};

/** Per fixture: what each timed call does, as an agent would call it (stateless, with the history so far). */
export const fastPathCalls = {
  gate: [
    ["start", ["--params", "{}"]],
    [
      "advance (action, save to a sub-store, params default; 1 entry replayed)",
      ["advance", "--step", "aim", "--output", '{"target":"mars","again":false}', "--history", history(aim), "--params", "{}"],
    ],
    // Not a target: what a step costs when it loads ArkType (here for an invalid answer's message), measured alongside.
    [
      "advance, invalid answer (loads ArkType; not a target)",
      ["advance", "--step", "aim", "--output", '{"target":7,"again":false}', "--history", history(aim), "--params", "{}"],
    ],
  ],
  ledger: [
    ["start", ["--params", '{"limit":100}']],
    [
      "advance (action output with optional keys, nested store write, response default)",
      [
        "advance",
        "--step",
        "income",
        "--output",
        JSON.stringify({ entries: income.response.entries }),
        "--history",
        history(owner),
      ],
    ],
    [
      "advance (3 entries replayed with deep merges, finalOutput)",
      ["advance", "--step", "close", "--output", '{"confirmed":true}', "--history", history(owner, income, spending)],
    ],
  ],
  desk: [
    ["start", ["--params", "{}"]],
    [
      "advance (into a sub-skill: param mapping with .assert, its params defaults)",
      ["advance", "--step", "choose", "--output", '{"need":"bug","summary":"it crashes"}', "--history", history(welcome)],
    ],
    [
      "advance (in the sub-skill: its store, 2 entries replayed)",
      [
        "advance",
        "--step",
        "report/reproduce",
        "--output",
        '{"steps":["open"],"reproducible":true}',
        "--history",
        history(welcome, choose),
      ],
    ],
  ],
};

export function fastPath(built, rounds = 15) {
  const commands = [{ label: "node -e 0", file: process.execPath, args: ["-e", "0"] }];
  for (const [name, calls] of Object.entries(fastPathCalls)) {
    const skill = built.find((b) => b.name === name);
    if (skill === undefined) throw new Error(`the ${name} fixture is needed for the fast-path benchmark`);
    for (const [label, args] of calls) commands.push({ label: `${name}: ${label}`, file: join(skill.dir, "scripts/run"), args });
  }
  const loadBefore = loadavg()[0];
  const medians = timeInterleaved(commands, rounds);
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  const base = medians.get("node -e 0");
  const rows = [...medians].map(([label, ms]) => [label, ms.toFixed(1), (ms / base).toFixed(2)]);
  return `### Skills shaped like real ones (${rounds} interleaved rounds, medians, Node ${process.version}, without NODE_EXTRA_CA_CERTS)\n\nTarget: ≤ 1.3× \`node -e 0\`; ${load}.\n\n${table(["command", "median ms", "× node -e 0"], rows)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  console.log(fastPath(buildExamples(), Number(process.env.BENCH_ROUNDS ?? 15)));
