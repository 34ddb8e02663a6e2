// The server's `instructions`: how an agent drives this skill over MCP (§12.2, in our words).
import { renderPrompt, type ReferenceDefinition, type SkillDefinition } from "@skill-kit/core";

const textLimit = 80;

export function workflowInstructions(definition: SkillDefinition): string {
  const subskills = Object.keys(definition.subskills ?? {});
  const topics = Object.keys(definition.topics ?? {});
  const composite = subskills.length > 0 || topics.length > 0;
  const lines = [
    `"${definition.name}" is a structured workflow${composite ? " that routes to sub-skills and topics" : ""}. Drive it with these tools:`,
    `1. Call start${subskills.length > 0 ? " (optionally with subskill to enter a sub-skill directly)" : ""}; it returns a session id, the first prompt, its JSON schema and a preamble.`,
    "2. Read the preamble once: it explains the XML tags used in prompts and which of your tools to use for them.",
    "3. Do what the prompt says and produce JSON that matches its schema.",
    "4. Call advance with the session, the prompt's step and your JSON as output.",
    '5. Repeat with each new prompt until the status is "done".',
    'On status "error" with retry: true, fix the output and call advance again for the same step.',
    "Sessions are files: they survive a restart of this server and can also be continued with `scripts/run advance --session ID`.",
    "Questions that are only a choice or a yes/no may be put to the user directly when your client supports elicitation; the result then lists them under elicited.",
    "Do not show raw JSON to the user.",
  ];
  if (composite)
    lines.push('Sub-skill steps are prefixed with the sub-skill name, e.g. "doctor/diagnose": pass them back as they are.');
  lines.push(
    "Steps in this workflow:",
    ...Object.entries(definition.steps).map(
      ([name, step]) => `  - ${name}: ${truncate(promptSummary(step.config.prompt, definition.name))}`,
    ),
  );
  if (subskills.length > 0) lines.push(`Available sub-skills: ${subskills.join(", ")}`);
  if (topics.length > 0) lines.push(`Reference topics (use the topic tool; topics lists them): ${topics.join(", ")}`);
  return lines.join("\n");
}

export function referenceInstructions(definition: ReferenceDefinition): string {
  const rows = Object.entries(definition.topics).map(([name, topic]) => `  - ${name}: ${topic.label}`);
  return [
    `"${definition.name}" is a reference skill: ${definition.description}`,
    "Call topics to list the topics and topic with a name to read one.",
    "Topics:",
    ...rows,
  ].join("\n");
}

function promptSummary(prompt: SkillDefinition["steps"][string]["config"]["prompt"], skillName: string): string {
  if (prompt === undefined) return "(no prompt: runs on its own)";
  if (typeof prompt === "function") return "(dynamic)";
  if (typeof prompt === "string") return prompt.replace(/\s+/g, " ").trim();
  return renderPrompt(prompt, { skillName })
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Longer than 80 characters: the first 77 and `...`. */
function truncate(text: string): string {
  return text.length > textLimit ? `${text.slice(0, textLimit - 3)}...` : text;
}
