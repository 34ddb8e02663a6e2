// The `allowed-tools` entry of SKILL.md's frontmatter, read without a YAML parser (the scan stays
// light): a plain or quoted value, a flow list `[a, b]`, a block list (`- a` lines) or a block
// scalar. Good enough to see a shell granted; `skill-kit validate` is the YAML check.
import { parseAllowedTools } from "@skill-kit/loader/internal";

const unquote = (text: string): string => text.trim().replace(/^(["'])(.*)\1$/, "$2");

/** The tools named, or undefined when the frontmatter has no `allowed-tools` key. */
export function allowedToolsOf(yaml: string): string[] | undefined {
  const lines = yaml.split(/\r?\n/);
  const index = lines.findIndex((line) => /^allowed-tools\s*:/.test(line));
  if (index === -1) return undefined;
  const inline = (lines[index] ?? "")
    .replace(/^allowed-tools\s*:\s*/, "")
    .replace(/\s+#.*$/, "")
    .trim();
  if (inline.startsWith("[")) return (parseAllowedTools(inline.replace(/^\[|\]$/g, "")) ?? []).map(unquote);
  if (inline !== "" && !/^[|>][-+]?$/.test(inline)) return (parseAllowedTools(unquote(inline)) ?? []).map(unquote);
  const block: string[] = [];
  for (const line of lines.slice(index + 1)) {
    if (line.trim() === "") continue;
    if (!/^\s/.test(line) && !line.startsWith("-")) break;
    const item = /^\s*-\s+(.*)$/.exec(line);
    block.push(...(item === null ? (parseAllowedTools(line.trim()) ?? []) : [item[1] ?? ""]));
  }
  return block.map(unquote).filter((tool) => tool !== "");
}

/** Interpreters and command runners: a grant to start one with any arguments is a grant to run any command. */
const runners = [
  ...["sh", "bash", "zsh", "ksh", "dash", "fish", "csh", "tcsh", "pwsh", "powershell", "cmd", "osascript"],
  ...["python", "python2", "python3", "node", "nodejs", "deno", "bun", "perl", "ruby", "php", "lua"],
  ...["eval", "exec", "env", "sudo", "su", "doas", "xargs", "nohup", "nice", "timeout", "command", "source"],
  ...["npx", "bunx", "uvx"],
];
const runner = String.raw`(?:${runners.join("|")}|python3\.\d+)`;
/** `Bash`, `Bash(*)`, `Bash(:*)`, and `Bash(python3:*)`, `Bash(sh -c *)`, `Bash(sudo *)`: any command line. */
const anyCommand = new RegExp(
  String.raw`^(?:bash|shell|powershell)(?:\(\s*(?:\*?(?::?\*)?|${runner}(?:\s+-c)?(?::\*|\s*\*|:)?)\s*\))?$`,
  "i",
);

/** Whether one `allowed-tools` entry lets the skill run any command without asking. */
export function grantsAnyCommand(tool: string): boolean {
  return anyCommand.test(tool.trim());
}
