// A CLI step's wall time against a bare `node -e 0` on the same Node, interleaved, medians.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { table, timeInterleaved } from "./lib.mjs";

export function startup(built, rounds = 15) {
  const counter = built.find((b) => b.name === "counter");
  if (counter === undefined) throw new Error("the counter fixture is needed for the start-up benchmark");
  const run = join(counter.dir, "scripts/run");
  const sessions = mkdtempSync(join(tmpdir(), "skill-kit-bench-sessions-"));
  const entry = (n) => ({ step: "count", response: { n, more: true } });
  const history1 = JSON.stringify([entry(0)]);
  const historyFile = join(sessions, "history-1000.json");
  writeFileSync(historyFile, JSON.stringify(Array.from({ length: 1000 }, (_, n) => entry(n))));
  const newSession = () =>
    JSON.parse(
      spawnSync(run, ["--params", "{}", "--session", "new", "--output-mode", "flag", "--session-dir", sessions], {
        encoding: "utf8",
      }).stdout,
    ).sessionId;
  const sessionAdvance = (print) => () => [
    "advance",
    "--session",
    newSession(),
    "--session-dir",
    sessions,
    "--step",
    "count",
    "--output",
    '{"n":0,"more":true}',
    ...(print ? ["--print"] : []),
  ];
  const steps = [
    { label: "start (stateless)", args: ["--params", "{}"] },
    {
      label: "advance, 1 history entry",
      args: ["advance", "--step", "count", "--output", '{"n":1,"more":true}', "--history", history1],
    },
    {
      label: "advance, 1,000 history entries (@file)",
      args: ["advance", "--step", "count", "--output", '{"n":1000,"more":false}', "--history", `@${historyFile}`],
    },
    { label: "advance, session (line number)", prepare: sessionAdvance(false) },
    { label: "advance, session --print (one call)", prepare: sessionAdvance(true) },
    // Not a target: an answer the build's check does not accept loads ArkType for its message.
    {
      label: "advance, invalid answer (loads ArkType)",
      args: ["advance", "--step", "count", "--output", '{"n":"one","more":true}', "--history", history1],
      status: 0,
    },
  ];
  const commands = [
    { label: "node -e 0", file: process.execPath, args: ["-e", "0"] },
    ...steps.map((step) => ({ ...step, file: run })),
  ];
  const medians = timeInterleaved(commands, rounds);
  const base = medians.get("node -e 0");
  const rows = [...medians].map(([label, ms]) => [label, ms.toFixed(1), (ms / base).toFixed(2)]);
  return `### CLI step start-up (${rounds} interleaved rounds, medians, Node ${process.version}, without NODE_EXTRA_CA_CERTS)\n\nTarget: ≤ 1.3× \`node -e 0\`, never above 2×, through the built skill's \`scripts/run\`.\n\n${table(["command", "median ms", "× node -e 0"], rows)}\n`;
}
