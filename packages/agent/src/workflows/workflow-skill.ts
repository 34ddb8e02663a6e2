// A workflow skill from source as the host holds it: a loader `Skill` with the frontmatter its
// build would write (the description with its trigger keywords, the author's extras), and a driver.
import type { SkillDefinition } from "@skill-kit/core";
import { parseSkillMd } from "@skill-kit/loader";
import { AgentError } from "../agent-error.js";
import type { HostSkill } from "../types.js";
import { sourceWorkflow, type SourceWorkflowOptions } from "./source-workflow.js";

/** The description as `skill-kit build` writes it: `Trigger keywords: …` appended when the skill has triggers. */
export function workflowDescription(definition: SkillDefinition): string {
  const { description, triggers } = definition;
  if (triggers.length === 0) return description;
  const joiner = description.endsWith(".") ? " " : ". ";
  return `${description}${description === "" ? "" : joiner}Trigger keywords: ${triggers.join(", ")}`;
}

const quote = (value: string): string => JSON.stringify(value);
const list = (value: string | readonly string[]): string =>
  typeof value === "string" ? quote(value) : `[${value.map(quote).join(", ")}]`;

/** The frontmatter lines of the built SKILL.md, without the build's own tools (`scripts/run`, its MCP tools). */
function frontmatterLines(definition: SkillDefinition): string[] {
  const extras = definition.frontmatter;
  const lines = [`name: ${definition.name}`, `description: ${quote(workflowDescription(definition))}`];
  if (extras.argumentHint !== undefined) lines.push(`argument-hint: ${quote(extras.argumentHint)}`);
  if (extras.arguments !== undefined) lines.push(`arguments: ${list(extras.arguments)}`);
  if (extras.allowedTools !== undefined) lines.push(`allowed-tools: ${list(extras.allowedTools)}`);
  if (extras.paths !== undefined) lines.push(`paths: ${list(extras.paths)}`);
  const texts = [
    ["context", extras.context],
    ["license", extras.license],
    ["compatibility", extras.compatibility],
    ["agent", extras.agent],
    ["model", extras.model],
    ["effort", extras.effort],
  ] as const;
  for (const [key, value] of texts) if (value !== undefined) lines.push(`${key}: ${quote(value)}`);
  if (extras.disableModelInvocation !== undefined)
    lines.push(`disable-model-invocation: ${String(extras.disableModelInvocation)}`);
  if (extras.userInvocable !== undefined) lines.push(`user-invocable: ${String(extras.userInvocable)}`);
  return lines;
}

function body(definition: SkillDefinition): string {
  return [
    `# ${definition.name}`,
    "",
    "A step-by-step workflow. Each step gives a `prompt` (XML-tagged instructions, mapped to your tools by the `preamble` of the first result) and a JSON `schema`: do what the prompt says, then answer the step with the advance tool, with JSON matching the schema, until the run is done. On an error with `retry: true`, fix the output and advance again. Show the user the conversation, never raw JSON.",
  ].join("\n");
}

/** The SKILL.md text the host reads for the definition. */
export function workflowSkillText(definition: SkillDefinition): string {
  return `---\n${frontmatterLines(definition).join("\n")}\n---\n\n${body(definition)}\n`;
}

/** A workflow skill from source: in the catalog like any skill; activating it starts a run on `options.store`. */
export function workflowSkill(definition: SkillDefinition, options: SourceWorkflowOptions = {}): HostSkill {
  const parsed = parseSkillMd(workflowSkillText(definition), { directoryName: definition.name });
  if (!parsed.ok)
    throw new AgentError({
      code: "SOURCE_FAILED",
      message: `workflow skill "${definition.name}" cannot be listed: ${parsed.diagnostics.map((item) => item.message).join("; ")}`,
      data: { name: definition.name },
    });
  return { skill: parsed.skill, workflow: sourceWorkflow(definition, options) };
}
