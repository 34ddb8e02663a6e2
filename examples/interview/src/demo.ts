// Plays the agent through the interview in process and prints each exchange.
import { WorkflowEngine, type EngineResult } from "@skill-kit/core";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import interview from "./skill.js";

const answers: Readonly<Record<string, readonly unknown[]>> = {
  greet: [{ name: "Ada" }],
  "ask-role": [{ role: "dev" }],
  "ask-stack": [{ stack: ["TypeScript", "Rust"] }],
  "ask-hobby": [{ hobby: "chess", wantsMore: true }, { hobby: "climbing", wantsMore: false }],
  "confirm-profile": [{ approved: true }],
  "profile-card": [{ signOff: "Nice to meet you, Ada!" }],
};

const engine = new WorkflowEngine(interview, { params: { outDir: mkdtempSync(join(tmpdir(), "skill-kit-demo-")) } });
const visits = new Map<string, number>();
let result: EngineResult = await engine.start();
while (result.kind === "prompt") {
  const visit = visits.get(result.step) ?? 0;
  visits.set(result.step, visit + 1);
  const answer = answers[result.step]?.[visit];
  process.stdout.write(`\n── ${result.step} ──\n${result.prompt}\n→ ${JSON.stringify(answer)}\n`);
  result = await engine.advance(result.step, answer);
}
if (result.kind !== "done") throw new Error(`the interview ended with ${JSON.stringify(result)}`);
process.stdout.write(`\n✔ done: ${JSON.stringify(result.finalOutput)}\n  card written to ${JSON.stringify(result.completed?.actionResult)}\n`);
