// `pnpm demo`: builds the interview example with `skill-kit build`, then plays the agent through
// the built skill's scripts/run, one call per step (session mode with --print).
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "skill-kit-demo-"));
const out = join(work, "profile-interview");
execFileSync(
  process.execPath,
  [join(root, "apps/cli/dist/bin.js"), "build", join(root, "examples/interview/src/skill.ts"), "-o", out],
  { stdio: "inherit" },
);

const answers = {
  greet: [{ name: "Ada" }],
  "ask-role": [{ role: "dev" }],
  "ask-stack": [{ stack: ["TypeScript", "Rust"] }],
  "ask-hobby": [
    { hobby: "chess", wantsMore: true },
    { hobby: "climbing", wantsMore: false },
  ],
  "confirm-profile": [{ approved: true }],
  "profile-card": [{ signOff: "Nice to meet you, Ada!" }],
};
const run = (...args) =>
  JSON.parse(execFileSync(join(out, "scripts/run"), [...args, "--session-dir", join(work, "sessions")], { encoding: "utf8" }));
const visits = new Map();
const started = run(
  "--params",
  JSON.stringify({ outDir: join(work, "card") }),
  "--host",
  "claude-code",
  "--session",
  "new",
  "--print",
);
let result = started.result;
console.log(`\nsession ${started.sessionId}\n\n${result.preamble.split("\n").slice(0, 3).join("\n")} …`);
while (result.kind === "prompt") {
  const visit = visits.get(result.step) ?? 0;
  visits.set(result.step, visit + 1);
  const answer = answers[result.step]?.[visit];
  console.log(`\n── ${result.step} ──\n${result.prompt}\n→ ${JSON.stringify(answer)}`);
  result = run("advance", "--session", started.sessionId, "--step", result.step, "--output", JSON.stringify(answer), "--print");
  if (result.kind === "error") throw new Error(result.message);
}
console.log(
  `\n✔ done: ${JSON.stringify(result.finalOutput)}\n  card written to ${result.completed.actionResult.path}\n  built skill: ${out}`,
);
