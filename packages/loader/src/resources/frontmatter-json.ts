// SKILL.md's frontmatter as JSON data, for the MCP Skills Extension: YAML 1.2's core schema, so
// `true` is a boolean and `2` a number, as a host parsing the same bytes gets them. (The lenient
// reader keeps scalars as strings, as the reference validator does: not what the extension means.)
import { parse } from "yaml";
import { splitFrontmatter } from "../lenient/split-frontmatter.js";

/** The frontmatter mapping; an empty object when there is none or it is not a mapping. */
export function frontmatterJson(skillMd: string): Record<string, unknown> {
  const split = splitFrontmatter(skillMd);
  if (!split.ok) return {};
  let value: unknown;
  try {
    value = parse(split.parts.yaml, { schema: "core" });
  } catch {
    return {};
  }
  const json: unknown = isMapping(value) ? JSON.parse(JSON.stringify(value)) : undefined;
  return isMapping(json) ? json : {};
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
