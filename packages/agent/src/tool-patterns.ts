// Tool rules as hosts write them in `allowed-tools`: `Read`, `Bash(git add *)`, `Bash(npm test:*)`,
// `mcp__github__create_issue`, `mcp__github` (every tool of that server), and the policy over them.
import type { ContextModifiers, ToolCallInfo, ToolDecision, ToolPattern } from "./types.js";

/** `Bash(git add *)` → `{ tool: "Bash", argument: "git add *" }`; `mcp__github__x` → `{ tool, server: "github" }`. */
export function parseToolPattern(source: string): ToolPattern {
  const text = source.trim();
  const open = text.indexOf("(");
  const hasArgument = open > 0 && text.endsWith(")");
  const tool = hasArgument ? text.slice(0, open).trim() : text;
  const argument = hasArgument ? text.slice(open + 1, -1).trim() : undefined;
  const server = /^mcp__(.+?)(?:__|$)/.exec(tool)?.[1];
  return {
    source: text,
    tool,
    ...(argument === undefined || argument === "" ? {} : { argument }),
    ...(server === undefined ? {} : { server }),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/** A glob where `*` matches any run of characters (`**` too), everything else literally, over the whole text. */
function globMatches(glob: string, text: string): boolean {
  const source = glob
    .split("*")
    .map((part) => escapeRegExp(part))
    .join("[\\s\\S]*");
  return new RegExp(`^${source}$`, "u").test(text);
}

/** Claude Code's legacy prefix form: `npm run test:*` matches any command starting `npm run test`. */
function argumentMatches(pattern: string, argument: string): boolean {
  if (pattern.endsWith(":*")) {
    const prefix = pattern.slice(0, -2);
    return argument === prefix || argument.startsWith(`${prefix} `);
  }
  return globMatches(pattern, argument);
}

function toolMatches(pattern: ToolPattern, tool: string): boolean {
  if (pattern.tool === "*") return true;
  // `mcp__server` names every tool of that server.
  if (pattern.server !== undefined && pattern.tool === `mcp__${pattern.server}`) return tool.startsWith(`${pattern.tool}__`);
  return pattern.tool.includes("*") ? globMatches(pattern.tool, tool) : pattern.tool === tool;
}

/** True when the rule covers the call: the tool matches and, when the rule has an argument, so does the call's. */
export function patternMatches(pattern: ToolPattern, call: ToolCallInfo): boolean {
  if (!toolMatches(pattern, call.tool)) return false;
  if (pattern.argument === undefined || pattern.argument === "*") return true;
  return call.argument !== undefined && argumentMatches(pattern.argument, call.argument);
}

/**
 * The decision for a call under the active skills' modifiers: `deny` when any disallowed rule
 * covers it, else `allow` when an allowed rule does, else `ask` (the app's own policy decides).
 */
export function toolPolicy(modifiers: readonly ContextModifiers[], call: ToolCallInfo): ToolDecision {
  if (modifiers.some((item) => item.disallowedTools.some((pattern) => patternMatches(pattern, call)))) return "deny";
  if (modifiers.some((item) => item.allowedTools.some((pattern) => patternMatches(pattern, call)))) return "allow";
  return "ask";
}

const argumentKeys = ["command", "file_path", "path", "url", "pattern", "query"] as const;

/** The text a rule's argument matches for a tool call's input: `command` for shells, else a path, URL or pattern. */
export function callArgument(input: unknown): string | undefined {
  if (typeof input === "string") return input;
  if (typeof input !== "object" || input === null) return undefined;
  for (const key of argumentKeys) {
    const value: unknown = Reflect.get(input, key);
    if (typeof value === "string") return value;
  }
  return undefined;
}
