// What the suite shares: the repository's examples built with the real `skill-kit build`, a scripted
// AI SDK model whose moves read what it was shown, and the other surfaces a run is continued on.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { SkillDefinition } from "@skill-kit/core";
import { buildFixture, type ServerPart } from "@skill-kit/test-utils/run-cli";
import { sent, type ScriptedStep } from "@skill-kit/test-utils/scripted-model";
import { MockLanguageModelV4 } from "ai/test";

/** The source of an example skill of the repository. */
export function exampleSource(example: string): string {
  return fileURLToPath(new URL(`../../../examples/${example}/src/skill.ts`, import.meta.url));
}

/** The example built once per test process with `skill-kit build` (with the server parts `serve` asks for); its folder. */
export function builtExample(example: string, serve: readonly ServerPart[] = []): string {
  return buildFixture(exampleSource(example), { key: `agent-${example}`, serve });
}

function isSkillDefinition(value: unknown): value is SkillDefinition {
  return typeof value === "object" && value !== null && "kind" in value && value.kind === "skill" && "steps" in value;
}

/** The example's definition, loaded from its source as an app holding it would import it. */
export async function exampleDefinition(example: string): Promise<SkillDefinition> {
  const loaded: unknown = await import(pathToFileURL(exampleSource(example)).href);
  const definition = typeof loaded === "object" && loaded !== null && "default" in loaded ? loaded.default : undefined;
  if (!isSkillDefinition(definition)) throw new Error(`examples/${example} exports no skill definition`);
  return definition;
}

export { answer, toolCall } from "@skill-kit/test-utils/scripted-model";

/** The session id of the last workflow run the model was told of (`Its run <id> now waits…`, or an advance result). */
export function lastSession(seen: string): string {
  const ids = [...seen.matchAll(/\b([0-9a-f]{32})\b/g)].map((match) => match[1] ?? "");
  const last = ids.at(-1);
  if (last === undefined) throw new Error("the model was shown no session id");
  return last;
}

/** A model that plays `moves` in order, each given what it was shown in that call. */
export function scriptedModel(moves: readonly ((seen: string) => ScriptedStep)[]): MockLanguageModelV4 {
  let next = 0;
  return new MockLanguageModelV4({
    doGenerate: (options) => {
      const move = moves[next];
      next += 1;
      if (move === undefined)
        throw new Error(`the script has ${String(moves.length)} moves; call ${String(next)} asked for more`);
      return Promise.resolve(move(sent(options)));
    },
  });
}

/** One call of a built skill's `scripts/run` with `--print`: its parsed JSON output (it must exit 0). */
export function scriptsRun(folder: string, args: readonly string[], stdin = ""): Record<string, unknown> {
  const run = spawnSync(join(folder, "scripts", "run"), [...args], { encoding: "utf8", input: stdin });
  if (run.status !== 0) throw new Error(`scripts/run ${args.join(" ")} exited with ${String(run.status)}: ${run.stderr}`);
  const printed: unknown = JSON.parse(run.stdout);
  if (typeof printed !== "object" || printed === null || Array.isArray(printed)) throw new Error(`not an object: ${run.stdout}`);
  return Object.fromEntries(Object.entries(printed));
}

/** An MCP SDK client over stdio to the built skill's own `scripts/run mcp` with `flags`. */
export async function mcpClient(folder: string, flags: readonly string[]): Promise<Client> {
  const client = new Client({ name: "e2e-agent", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({ command: join(folder, "scripts", "run"), args: ["mcp", ...flags], stderr: "ignore" }),
  );
  return client;
}

/** Calls a workflow tool and returns its structured result (it must not be an error). */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError === true) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  const structured = result.structuredContent;
  if (typeof structured !== "object" || structured === null) throw new Error(`${name} gave no structured result`);
  return Object.fromEntries(Object.entries(structured));
}
