// Runs the example agent on one prompt with a real model: AGENT_MODEL is an AI Gateway model id
// (e.g. `anthropic/claude-sonnet-4.5`, with AI_GATEWAY_API_KEY set); AGENT_FAST_MODEL backs skills
// that ask for `model: fast`. Commands no active skill pre-approves are refused here (an app would ask).
import { createAgentLoop } from "./agent.js";

const modelId = process.env["AGENT_MODEL"];
const prompt = process.argv.slice(2).join(" ");
if (modelId === undefined || prompt === "") {
  process.stderr.write('usage: AGENT_MODEL=<gateway model id> node dist/main.js "<prompt or /skill args>"\n');
  process.exit(2);
}
const fastId = process.env["AGENT_FAST_MODEL"];
const loop = await createAgentLoop({
  model: modelId,
  models: (id) => (id === "fast" ? (fastId ?? modelId) : undefined),
  ask: { type: "denied", reason: "this command-line example runs only commands the active skill allows" },
});
try {
  process.stdout.write(`${(await loop.send(prompt)).text}\n`);
} finally {
  loop.close();
}
