// `skills/list` under load (issue 28): the p99 of a cheap call (`ping`) from one client of
// `skill-kit-mcp --http`, alone and while 8 other clients loop `skills/list` over 50 skills of about
// 1 MB each (made in a temp folder), with the digest cache warm after the first list. Also the
// latency of a cold and a warm `skills/list`. Run with `node bench/skills-list.mjs`
// (BENCH_LIST_SECONDS per phase, 5 by default; SKILL_KIT_MCP_BIN to measure another build).
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { connectHttpClient, startHttpServer } from "@skill-kit/mcp-testing";
import { root, table } from "./lib.mjs";

/** The SDK client checks results with a zod schema: the zod of mcp-transport, which the bench does not list. */
const { z } = createRequire(join(root, "packages/mcp-transport/package.json"))("zod");

const skillCount = 50;
const filesPerSkill = 4;
const fileBytes = 256 * 1024;
const listers = 8;
const listSchema = z.object({ skills: z.array(z.unknown()) }).passthrough();

function makeSkills(dir) {
  for (let n = 0; n < skillCount; n += 1) {
    const skill = join(dir, `skill-${String(n).padStart(2, "0")}`);
    mkdirSync(join(skill, "references"), { recursive: true });
    writeFileSync(
      join(skill, "SKILL.md"),
      `---\nname: skill-${String(n).padStart(2, "0")}\ndescription: Bench skill ${n}.\n---\n\nBody.\n`,
    );
    for (let f = 0; f < filesPerSkill; f += 1) writeFileSync(join(skill, "references", `part-${f}.bin`), randomBytes(fileBytes));
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const elapsedMs = (started) => Number(process.hrtime.bigint() - started) / 1e6;

async function timeList(client) {
  const started = process.hrtime.bigint();
  const { skills } = await client.client.request({ method: "skills/list", params: {} }, listSchema);
  if (skills.length !== skillCount) throw new Error(`skills/list gave ${skills.length} skills, expected ${skillCount}`);
  return elapsedMs(started);
}

/** Pings back to back for `seconds`; while `busy` is given, `listers` clients loop skills/list meanwhile. */
async function pingPhase(url, seconds, busy) {
  const pinger = await connectHttpClient({ url });
  const loopers = busy ? await Promise.all(Array.from({ length: listers }, () => connectHttpClient({ url }))) : [];
  const deadline = Date.now() + seconds * 1000;
  const latencies = [];
  let lists = 0;
  const loop = async (client) => {
    while (Date.now() < deadline) {
      await timeList(client);
      lists += 1;
    }
  };
  const ping = async () => {
    while (Date.now() < deadline) {
      const started = process.hrtime.bigint();
      await pinger.client.ping();
      latencies.push(elapsedMs(started));
    }
  };
  try {
    await Promise.all([ping(), ...loopers.map(loop)]);
  } finally {
    await Promise.all([pinger, ...loopers].map((client) => client.close()));
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { pings: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), lists };
}

export async function skillsListBench(seconds = 5) {
  const out = mkdtempSync(join(tmpdir(), "skill-kit-bench-list-"));
  const bin = process.env.SKILL_KIT_MCP_BIN ?? join(root, "apps/mcp-server/dist/bin.js");
  try {
    const skills = join(out, "skills");
    makeSkills(skills);
    const server = await startHttpServer({
      command: process.execPath,
      args: [bin, "--skills", skills, "--session-dir", join(out, "sessions"), "--http", "--port", "0"],
    });
    try {
      const client = await connectHttpClient({ url: server.url });
      const cold = await timeList(client);
      const warm = [];
      for (let n = 0; n < 20; n += 1) warm.push(await timeList(client));
      await client.close();
      const alone = await pingPhase(server.url, seconds, false);
      const loaded = await pingPhase(server.url, seconds, true);
      const rows = [
        ["ping alone", alone.pings, alone.p50.toFixed(1), alone.p99.toFixed(1), "–"],
        [
          `ping with ${listers} clients looping skills/list`,
          loaded.pings,
          loaded.p50.toFixed(1),
          loaded.p99.toFixed(1),
          loaded.lists,
        ],
      ];
      const warmSorted = warm.sort((a, b) => a - b);
      const note = [
        `${skillCount} skills of ${filesPerSkill} × ${fileBytes / 1024} KiB (${((skillCount * filesPerSkill * fileBytes) / 2 ** 20).toFixed(0)} MiB), ${seconds} s per row, ${availableParallelism()} cores, ${process.version}.`,
        `skills/list: first (cold) ${cold.toFixed(0)} ms; warm p50 ${percentile(warmSorted, 50).toFixed(1)} ms.`,
        `p99 added by the listers: ${(loaded.p99 - alone.p99).toFixed(1)} ms.`,
      ].join(" ");
      return `### skills/list under load (\`skill-kit-mcp --http\`, issue 28)\n\n${note}\n\n${table(
        ["phase", "pings", "p50 ms", "p99 ms", "skills/list calls"],
        rows,
      )}\n`;
    } finally {
      await server.kill();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await skillsListBench(Number(process.env.BENCH_LIST_SECONDS ?? 5)));
}
