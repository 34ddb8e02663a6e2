// `pnpm bench`: builds the examples and prints every figure as Markdown tables.
import { cpus } from "node:os";
import { buildExamples } from "./lib.mjs";
import { sizes } from "./sizes.mjs";
import { startup } from "./startup.mjs";
import { fastPath } from "./fast-path.mjs";
import { mcpRoundTrip } from "./mcp.mjs";
import { keptLock } from "./kept-lock.mjs";
import { validateBench } from "./validate.mjs";
import { serving } from "./serving.mjs";
import { runStores } from "./run-stores.mjs";
import { skillsListBench } from "./skills-list.mjs";
import { browserSize } from "./browser-size.mjs";
import { scanBench } from "./scan.mjs";
import { buildTime } from "./build-time.mjs";

const built = buildExamples();
console.log(
  `## skill-kit benchmarks\n\nNode ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${new Date().toISOString()}\n`,
);
console.log(sizes(built));
console.log(startup(built, Number(process.env.BENCH_ROUNDS ?? 15)));
console.log(fastPath(built, Number(process.env.BENCH_ROUNDS ?? 15)));
console.log(await mcpRoundTrip(built, Number(process.env.BENCH_MCP_ROUNDS ?? 200)));
console.log(await keptLock(built, Number(process.env.BENCH_KEPT_ROUNDS ?? 20)));
console.log(await validateBench());
console.log(await serving(Number(process.env.BENCH_SERVING_SECONDS ?? 4)));
console.log(await runStores(Number(process.env.BENCH_STORES_ROUNDS ?? 5)));
console.log(await skillsListBench(Number(process.env.BENCH_LIST_SECONDS ?? 5)));
console.log(await browserSize());
console.log(await scanBench());
// Prints why it skipped, and how to prepare it, without BENCH_EXISTING (the existing system built outside this repository).
console.log(buildTime(Number(process.env.BENCH_BUILD_ROUNDS ?? 7)));
