// The generated SKILL.md of a reference skill.
import type { ReferenceDefinition } from "@skill-kit/core";
import { frontmatter } from "./frontmatter.js";

export function referenceSkillMd(definition: ReferenceDefinition, version: string | undefined): string {
  const topics = Object.entries(definition.topics);
  return [
    frontmatter(definition, version),
    `# ${definition.name}\n`,
    "Reference information, one topic at a time: load only what the task needs.\n",
    "## With MCP (preferred)\n",
    `Call \`mcp__${definition.name}__topics\`, then \`mcp__${definition.name}__topic\` with \`{"name": …}\`.\n`,
    "## With the CLI\n",
    "Commands are relative to this skill's folder: run them with its absolute path in front, never `cd`.\n",
    "```sh\nscripts/run topics\n```\n",
    `${topics.map(([name, topic]) => `- \`scripts/run topic ${name}\` — ${topic.label}`).join("\n")}\n`,
  ].join("\n");
}
