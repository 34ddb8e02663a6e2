// The preamble: how to read step prompts on this host, one table row per tag (§8).
import type { Handshake } from "./handshake.js";
import type { PreambleTag } from "./preamble-instructions.js";
import { preambleInstructions } from "./preamble-instructions.js";
import { primitiveTags } from "./primitive-candidates.js";
import { resolveTools } from "./resolve-tools.js";

/** Options of {@link buildPreamble}. */
export interface PreambleOptions {
  readonly handshake: Handshake;
  /** The skill's `system` text; when set, it comes first, followed by a blank line. */
  readonly system?: string;
}

/** The tags of the preamble table, in row order. */
export const preambleTags: readonly PreambleTag[] = Object.freeze(["system", "prompt", ...primitiveTags, "rendered"]);

const orientation = [
  "You are running a structured workflow driven by a skill CLI.",
  "Each step gives you a prompt and a JSON schema for your output.",
  "Follow the prompt, then return output that matches the schema.",
  "",
  "Step prompts use the XML tags below; follow their sections in order.",
  "",
  "| Tag | Tool | How to use |",
  "|-----|------|-----------|",
];

/** The preamble for `handshake`: orientation, then the tag table; no trailing newline. */
export function buildPreamble(options: PreambleOptions): string {
  const tools = resolveTools(options.handshake);
  const rows = preambleTags.map((tag) => {
    const tool = tag === "system" || tag === "prompt" || tag === "rendered" ? undefined : tools[tag];
    return `| \`<${tag}>\` | ${tool ?? "—"} | ${preambleInstructions[tag](tool)} |`;
  });
  const text = [...orientation, ...rows].join("\n");
  return options.system === undefined || options.system === "" ? text : `${options.system}\n\n${text}`;
}
