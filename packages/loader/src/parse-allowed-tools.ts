// `allowed-tools` (and `disallowed-tools`) in any of the three forms hosts accept: space-separated, comma-separated, or a YAML list.
import { isYamlList, type YamlValue } from "./yaml-value.js";

function splitTools(text: string): string[] {
  const tools: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth += 1;
    if (char === ")" && depth > 0) depth -= 1;
    if (depth === 0 && (char === "," || /\s/.test(char))) {
      if (current !== "") tools.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  if (current !== "") tools.push(current);
  return tools;
}

/**
 * `Read Grep`, `Read, Grep` and `[Read, Grep]` all give `["Read", "Grep"]`; in text, spaces inside
 * parentheses stay (`Bash(git add *)` is one tool); a list item is always one tool.
 * `undefined` for a value that is neither text nor a list of text.
 */
export function parseAllowedTools(value: YamlValue): string[] | undefined {
  if (typeof value === "string") return splitTools(value);
  if (!isYamlList(value)) return undefined;
  const tools: string[] = [];
  for (const item of value) {
    if (typeof item !== "string") return undefined;
    if (item.trim() !== "") tools.push(item.trim());
  }
  return tools;
}
