// SKILL.md frontmatter: keys in the documented order, strings JSON-quoted, only what is set.
import type { Buildable } from "@skill-kit/core";

/** The description with `Trigger keywords: …` appended when the skill has triggers. */
export function describe(definition: Buildable): string {
  const { description, triggers } = definition;
  if (triggers.length === 0) return description;
  const joiner = description.endsWith(".") ? " " : ". ";
  return `${description}${description === "" ? "" : joiner}Trigger keywords: ${triggers.join(", ")}`;
}

/** `Bash(scripts/run *)`, `Read`, the MCP tool names, then the author's tools, de-duplicated. */
export function allowedTools(definition: Buildable): string {
  const mcp = (tool: string): string => `mcp__${definition.name}__${tool}`;
  const hasTopics = definition.topics !== undefined && Object.keys(definition.topics).length > 0;
  const own = definition.kind === "skill" ? [mcp("start"), mcp("advance")] : [];
  const topics = hasTopics ? [mcp("topic"), mcp("topics")] : [];
  const extra = definition.frontmatter.allowedTools;
  const author = typeof extra === "string" ? extra.split(/\s+/).filter(Boolean) : [...(extra ?? [])];
  return [...new Set(["Bash(scripts/run *)", "Read", ...own, ...topics, ...author])].join(" ");
}

const quote = (value: string): string => JSON.stringify(value);
const list = (value: string | readonly string[]): string =>
  typeof value === "string" ? quote(value) : `[${value.map(quote).join(", ")}]`;

export function frontmatter(definition: Buildable, version: string | undefined): string {
  const fm = definition.frontmatter;
  const lines = [`name: ${definition.name}`, `description: ${quote(describe(definition))}`];
  if (version !== undefined) lines.push("metadata:", `  version: ${quote(version)}`);
  if (fm.argumentHint !== undefined) lines.push(`argument-hint: ${quote(fm.argumentHint)}`);
  if (fm.arguments !== undefined) lines.push(`arguments: ${list(fm.arguments)}`);
  lines.push(`allowed-tools: ${quote(allowedTools(definition))}`);
  if (fm.paths !== undefined) lines.push(`paths: ${list(fm.paths)}`);
  for (const [key, value] of [
    ["context", fm.context],
    ["license", fm.license],
    ["compatibility", fm.compatibility],
    ["agent", fm.agent],
    ["model", fm.model],
    ["effort", fm.effort],
  ] as const) {
    if (value !== undefined) lines.push(`${key}: ${quote(value)}`);
  }
  if (fm.disableModelInvocation !== undefined) lines.push(`disable-model-invocation: ${String(fm.disableModelInvocation)}`);
  if (fm.userInvocable !== undefined) lines.push(`user-invocable: ${String(fm.userInvocable)}`);
  return `---\n${lines.join("\n")}\n---\n`;
}
