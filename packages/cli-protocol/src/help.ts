// Help texts (stderr). Flags are declared once here and printed from this table.
import type { ReferenceDefinition, SkillDefinition } from "@skill-kit/core";

const protocolFlags: readonly (readonly [flag: string, meaning: string])[] = [
  ["--params <json>", "skill parameters (start; stateless advance). @file or - (stdin) also work"],
  ["--step <name>", "the step whose output you submit (advance)"],
  ["--output <json>", "your answer for that step (advance). @file or - also work"],
  ["--history <json>", "stateless: every `completed` and `autoAdvanced` entry so far. @file or - also work"],
  ["--host <id>", "your host: claude-code, codex, opencode, gemini-cli, cline, roo-code, kilo-code, cursor, amp, generic"],
  ["--tools <a,b>", "the tools you have (merged with the host's)"],
  ["--subagent", "you are a subagent: --tools is then the whole list"],
  ["--session new|<id>", "session mode: start a session file, or use one"],
  ["--session-dir <dir>", "where session files live (default: <tmpdir>/skill-kit-sessions)"],
  ["--store <spec>", "instead: file:<dir>, postgres://… or redis://… (session commands)"],
  ["--owner <id>", "the identity a session belongs to: only the same owner reaches it"],
  ["--max-runs-per-user <n>", "with --owner: unfinished runs an owner may hold (a start past it: SESSION_LIMIT)"],
  ["--run-ttl <d>, --finished-run-ttl <d>", "how long runs are kept (e.g. 7d, 1d); given any, the others default"],
  ["--output-mode file|flag", "session start: read output from the file (default) or from --step/--output"],
  ["--print", "session advance: print the next result, not its line number (a refusal is printed anyway, exit 3)"],
];

function flagLines(): string[] {
  const width = Math.max(...protocolFlags.map(([flag]) => flag.length));
  return protocolFlags.map(([flag, meaning]) => `  ${flag.padEnd(width)}  ${meaning}`);
}

export function workflowHelp(definition: SkillDefinition): string {
  const lines = [
    `${definition.name}${definition.description === "" ? "" : ` — ${definition.description}`}`,
    "",
    "Usage:",
    "  run [start] --params '{…}' [--session new]      first prompt (or a session pointer)",
    "  run advance --step <s> --output '{…}' [--history '[…]' | --session <id> [--print]]",
    "  run cleanup --session <id>                       delete a session file",
    "  run sessions list | clean --older-than 7d        manage session files",
    "  run mcp [--host h] [--tools a,b]                 serve this skill over MCP (stdio)",
  ];
  const subskills = Object.entries(definition.subskills ?? {});
  if (subskills.length > 0) {
    lines.push("  run <subskill> [start|advance] …                 use a sub-skill directly", "", "Sub-skills:");
    for (const [name, { definition: sub }] of subskills)
      lines.push(`  ${name}${sub.description === "" ? "" : ` — ${sub.description}`}`);
  }
  const topics = Object.entries(definition.topics ?? {});
  if (topics.length > 0) {
    lines.push("", "Topics (run topics | run topic <name>):");
    for (const [name, topic] of topics) lines.push(`  ${name}: ${topic.label}`);
  }
  lines.push("", "Flags:", ...flagLines());
  return `${lines.join("\n")}\n`;
}

export function referenceHelp(definition: ReferenceDefinition): string {
  const topics = Object.entries(definition.topics);
  const width = Math.max(...topics.map(([name]) => name.length));
  return [
    `${definition.name} — ${definition.description}`,
    "",
    "Usage:",
    "  run [topics]          list the topics",
    "  run topic <name>      print one topic",
    "  run mcp               serve the topics over MCP (stdio)",
    "",
    "Topics:",
    ...topics.map(([name, topic]) => `  ${name.padEnd(width)}  ${topic.label}`),
    "",
  ].join("\n");
}
