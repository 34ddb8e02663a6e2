// The generated SKILL.md of a workflow or composite skill: short, complete, commands that run as written.
import { jsonSchemaOf, type SkillDefinition } from "@skill-kit/core";
import { frontmatter } from "./frontmatter.js";
import { exampleOf, paramsTable, type JsonSchema } from "./schema-example.js";

export type Protocol = "session" | "stateless";

export interface SkillMdInput {
  readonly definition: SkillDefinition;
  readonly version: string | undefined;
  readonly protocol: Protocol;
  /** A Mermaid diagram of the workflow to embed, if any. */
  readonly diagram?: string | undefined;
}

const sq = (value: unknown): string => `'${JSON.stringify(value).replaceAll("'", "'\\''")}'`;

export function workflowSkillMd(input: SkillMdInput): string {
  const { definition } = input;
  const params = jsonSchemaOf(definition.params) as JsonSchema | null;
  const example = {
    params: sq(exampleOf(params)),
    step: definition.entry,
    output: sq(exampleOf(jsonSchemaOf(definition.steps[definition.entry]?.config.response) as JsonSchema | null)),
  };
  const mcp = (tool: string): string => `\`mcp__${definition.name}__${tool}\``;
  const sections = [
    frontmatter(definition, input.version),
    `# ${definition.name}\n`,
    "A step-by-step workflow. Each step gives a `prompt` (XML-tagged instructions, mapped to your tools by the `preamble` of the first result) and a JSON `schema`: do what the prompt says, then answer with JSON matching the schema. Show the user the conversation, never raw JSON or commands.\n",
    "## With MCP (preferred)\n",
    `If ${mcp("start")} and ${mcp("advance")} exist: call \`start\` with \`{"params": …}\`, then \`advance\` with \`{"session", "step", "output"}\` until \`status\` is \`done\`. On \`"retry": true\`, fix the output and call again.\n`,
    "## With the CLI\n",
    "Commands are relative to this skill's folder: run them with its absolute path in front, never `cd`. Add `--host <id>` (claude-code, codex, opencode, gemini-cli, cline, roo-code, kilo-code, cursor, amp, generic) and `--tools <your,tools>`; add `--subagent` when you are a subagent.\n",
    input.protocol === "session" ? sessionRecipe(example) : statelessRecipe(example),
    input.protocol === "session" ? statelessNote() : sessionNote(),
    "## Parameters\n",
    `${paramsTable(params) ?? "None: pass `--params '{}'`."}\n`,
    "## Steps\n",
    `${Object.entries(definition.steps)
      .map(([name, step]) => `- **${name}**: ${summary(step.config.prompt)}`)
      .join("\n")}\n`,
    ...composite(definition),
    ...(input.diagram === undefined ? [] : ["## Workflow\n", `\`\`\`mermaid\n${input.diagram.trimEnd()}\n\`\`\`\n`]),
  ];
  return sections.join("\n");
}

interface Example {
  readonly params: string;
  readonly step: string;
  readonly output: string;
}

/** Fatal errors are one `error: …` line on stderr with exit 1 and nothing on stdout: the recipe keeps stderr, so the agent sees them. */
const errorNote =
  "A call that cannot go on (a bad flag, a missing or busy session, an action that fails) exits 1 with nothing on stdout and one `error: …` line on stderr: read it, fix what it names and run the call again.\n";

function sessionRecipe(example: Example): string {
  return [
    "```sh",
    `scripts/run --params ${example.params} --session new --print`,
    `scripts/run advance --session "$ID" --step ${example.step} --output ${example.output} --print`,
    'scripts/run cleanup --session "$ID"',
    "```",
    "",
    'Start prints `sessionId` (use it as `$ID`) and the first `result`. Each `advance` submits one step and prints the next result. Repeat until `"kind":"done"` (its `finalOutput` is the outcome), then clean up. On `"kind":"error"` with `"retry":true`, fix the output and resubmit.\n',
    errorNote,
  ].join("\n");
}

function statelessRecipe(example: Example): string {
  return [
    "```sh",
    `scripts/run --params ${example.params}`,
    `scripts/run advance --step ${example.step} --output ${example.output} --params ${example.params} --history '[]'`,
    "```",
    "",
    'The first command starts a run and prints the first prompt; each `advance` answers the step it names. Keep a JSON array `history`, starting at `[]`; after every call append the result\'s `completed`, then each entry of `autoAdvanced`, and pass it (and the same `--params`) to the next `advance` (`--history @file` reads it from a file). Stop at `"done":true`; on `"retry":true`, fix the output and resubmit.\n',
    errorNote,
  ].join("\n");
}

function statelessNote(): string {
  return "Without session files: `scripts/run advance --step <step> --output <json> --params <params> --history <array>`, where the array holds every `completed` and then `autoAdvanced` entry received so far.\n";
}

function sessionNote(): string {
  return 'With a session file instead: start with `--session new --print`, then `advance --session "$ID" --step <step> --output <json> --print`.\n';
}

function summary(prompt: unknown): string {
  if (prompt === undefined) return "(no prompt: runs on its own)";
  if (typeof prompt !== "string") return "(dynamic)";
  const flat = prompt.replace(/\s+/g, " ").trim();
  return flat.length > 100 ? `${flat.slice(0, 97)}...` : flat;
}

function composite(definition: SkillDefinition): string[] {
  const out: string[] = [];
  const subskills = Object.entries(definition.subskills ?? {});
  if (subskills.length > 0) {
    out.push(
      "## Sub-skills\n",
      "Start normally and let the first steps route; their steps are named `<sub-skill>/<step>`. Only when the user asks for one directly: `scripts/run <sub-skill> --params '<json>' --session new --print`.\n",
    );
    out.push(`${subskills.map(([name, { definition: sub }]) => `- **${name}**: ${sub.description}`).join("\n")}\n`);
  }
  const topics = Object.entries(definition.topics ?? {});
  if (topics.length > 0) {
    out.push("## Reference topics\n", "`scripts/run topics` lists them; `scripts/run topic <name>` prints one.\n");
    out.push(`${topics.map(([name, topic]) => `- **${name}**: ${topic.label}`).join("\n")}\n`);
  }
  return out;
}
