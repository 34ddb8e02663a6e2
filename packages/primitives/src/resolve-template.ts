// The `prompt` template algorithm: concatenate, drop blank edge lines, remove common indentation.
import { isFragment } from "./fragment.js";

function isBlank(line: string): boolean {
  return line.trim() === "";
}

function indentation(line: string): number {
  return /^[ \t]*/.exec(line)?.[0].length ?? 0;
}

function interpolate(value: unknown): string {
  return isFragment(value) ? value.content : String(value);
}

/**
 * Joins template `strings` with `values` (fragments contribute their `content`, anything else
 * `String(value)`), drops leading and trailing blank lines, then removes the smallest leading
 * indentation shared by the non-blank lines.
 */
export function resolveTemplate(strings: readonly string[], values: readonly unknown[]): string {
  const text = strings.reduce((joined, part, index) => {
    return index === 0 ? part : joined + interpolate(values[index - 1]) + part;
  }, "");
  const lines = text.split("\n");
  let first = 0;
  let last = lines.length;
  while (first < last && isBlank(lines[first] ?? "")) first += 1;
  while (last > first && isBlank(lines[last - 1] ?? "")) last -= 1;
  const kept = lines.slice(first, last);
  const indents = kept.filter((line) => !isBlank(line)).map(indentation);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return kept.map((line) => line.slice(common)).join("\n");
}
