// Claude Code's frontmatter extensions, typed (booleans in every spelling Claude Code accepts).
import type { FieldReader } from "./field-reader.js";
import type { ClaudeCodeFields, Effort } from "../skill.js";
import { parseAllowedTools } from "../parse-allowed-tools.js";
import { isYamlList } from "../yaml-value.js";
import { withoutUndefined } from "../without-undefined.js";

/** The frontmatter keys Claude Code defines beyond the spec. */
export const CLAUDE_CODE_KEYS: readonly string[] = [
  "when_to_use",
  "argument-hint",
  "arguments",
  "disable-model-invocation",
  "user-invocable",
  "disallowed-tools",
  "model",
  "effort",
  "context",
  "agent",
  "background",
  "hooks",
  "paths",
  "shell",
];

const EFFORTS: readonly Effort[] = ["low", "medium", "high", "xhigh", "max"];

function argumentHint(fields: FieldReader): string | undefined {
  const value = fields.get("argument-hint");
  // Written unquoted, `[issue-number]` is a YAML list; Claude Code reads it back as text.
  if (isYamlList(value) && value.every((item) => typeof item === "string")) return `[${value.join(", ")}]`;
  return fields.text("argument-hint");
}

function tools(fields: FieldReader, key: string): readonly string[] | undefined {
  const value = fields.get(key);
  if (value === undefined) return undefined;
  const parsed = parseAllowedTools(value);
  if (parsed === undefined) fields.wrongType(key, "text or a list of tool names", value);
  return parsed;
}

/** Reads every Claude Code field that is present and of a usable type. */
export function readClaudeCodeFields(fields: FieldReader): ClaudeCodeFields {
  return withoutUndefined({
    whenToUse: fields.text("when_to_use"),
    argumentHint: argumentHint(fields),
    arguments: fields.list("arguments", /\s+/),
    disableModelInvocation: fields.boolean("disable-model-invocation"),
    userInvocable: fields.boolean("user-invocable"),
    allowedTools: tools(fields, "allowed-tools"),
    disallowedTools: tools(fields, "disallowed-tools"),
    model: fields.text("model"),
    effort: fields.oneOf("effort", EFFORTS),
    context: fields.oneOf("context", ["fork"] as const),
    agent: fields.text("agent"),
    background: fields.boolean("background"),
    hooks: fields.mapping("hooks"),
    paths: fields.list("paths", /[,\n]/),
    shell: fields.oneOf("shell", ["bash", "powershell"] as const),
  });
}
