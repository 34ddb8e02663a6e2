// Code mode's per-call overhead: a trivial `execute` (a fresh QuickJS engine and context, the prelude,
// the code, the result back as JSON) and one that makes a host call, against a plain async function
// call and against starting a Node subprocess (`node -e 0`), the other way to run model code apart.
// Medians of BENCH_ROUNDS rounds (default 30). Run alone: `node bench/code-mode.mjs`.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createCodeMode } from "@skill-kit/code-mode";
import { benchEnv, median, table } from "./lib.mjs";

const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

async function timed(run, count) {
  const samples = [];
  for (let round = 0; round < count; round += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

export async function codeModeOverhead() {
  const codeMode = createCodeMode({ spec: { openapi: "3.1.0", paths: {} }, clients: { add: (a, b) => a + b } });
  await codeMode.execute("return 1"); // compiles the engine once per process
  const trivial = await timed(() => codeMode.execute("return 1 + 1"), rounds);
  const hostCall = await timed(() => codeMode.execute("return await clients.add(1, 2)"), rounds);
  const add = async (a, b) => a + b;
  const calls = 100_000;
  const start = performance.now();
  for (let index = 0; index < calls; index += 1) await add(index, 1);
  const plain = (performance.now() - start) / calls;
  const env = benchEnv();
  const node = await timed(() => spawnSync(process.execPath, ["-e", "0"], { env }), Math.max(5, Math.floor(rounds / 3)));
  return { trivial, hostCall, plain, node };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { trivial, hostCall, plain, node } = await codeModeOverhead();
  const ms = (value) => (value < 0.01 ? `${(value * 1000).toFixed(3)} µs` : `${value.toFixed(2)} ms`);
  console.log(
    `code mode per-call overhead (Node ${process.version}, medians of ${rounds} rounds, load ${loadavg()[0]?.toFixed(1)})\n`,
  );
  console.log(
    table(
      ["call", "median", "÷ plain function call", "node -e 0 ÷ this"],
      [
        ["execute('return 1 + 1')", ms(trivial), `${Math.round(trivial / plain)}×`, `${(node / trivial).toFixed(1)}×`],
        ["execute with one host call", ms(hostCall), `${Math.round(hostCall / plain)}×`, `${(node / hostCall).toFixed(1)}×`],
        ["plain async function call", ms(plain), "1×", `${Math.round(node / plain)}×`],
        ["node -e 0 (spawnSync)", ms(node), `${Math.round(node / plain)}×`, "1×"],
      ],
    ),
  );
}
