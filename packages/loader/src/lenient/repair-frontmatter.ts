// One repair attempt for YAML that hosts accept but YAML rejects: unquoted `: `, reserved first characters.

const ENTRY =
  /^(?<lead>[ \t]*(?:-[ \t]+)?)(?<key>[^\s#'"{[\]}&*!|>%@`:-][^:]*?|-[^\s:][^:]*?)[ \t]*:[ \t]+(?<value>\S.*?)[ \t]*$/;
const NOT_PLAIN = /^["'[{|>&*!#]/;

interface Entry {
  readonly lead: string;
  readonly key: string;
  readonly value: string;
}

function parseEntry(line: string): Entry | undefined {
  const groups = ENTRY.exec(line)?.groups;
  if (groups === undefined) return undefined;
  return { lead: groups.lead ?? "", key: groups.key ?? "", value: groups.value ?? "" };
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function needsQuoting(entry: Entry, onErrorLine: boolean): boolean {
  if (onErrorLine) return !/^[|>]/.test(entry.value);
  if (NOT_PLAIN.test(entry.value)) return false;
  return entry.value.includes(": ") || entry.value.endsWith(":") || /^[@`%]/.test(entry.value);
}

function singleQuoted(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** One changed line (1-based, in the YAML text) and what was done to it. */
interface RepairedLine {
  readonly line: number;
  readonly action: "quoted the value" | "replaced tab indentation";
}

/** The repaired text and what changed; `undefined` when nothing could be done. */
export interface Repair {
  readonly text: string;
  readonly lines: readonly RepairedLine[];
}

/**
 * Quotes a `key: value` whose plain value YAML cannot read (it contains `: `, starts with `@`, `` ` ``
 * or `%`, or sits on a line the parser reported), folding its continuation lines into it, and
 * turns tab indentation into spaces on reported lines. Applied once; the caller parses again.
 */
export function repairFrontmatter(yaml: string, errorLines: readonly number[]): Repair | undefined {
  const lines = yaml.split("\n");
  const out: string[] = [];
  const changed: RepairedLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] ?? "";
    const reported = errorLines.includes(index + 1);
    const line = reported ? raw.replace(/^\t+/, (tabs) => "  ".repeat(tabs.length)) : raw;
    const entry = parseEntry(line);
    if (entry === undefined || !needsQuoting(entry, reported)) {
      if (line !== raw) changed.push({ line: index + 1, action: "replaced tab indentation" });
      out.push(line);
      continue;
    }
    const parts = [entry.value];
    while (index + 1 < lines.length) {
      const next = lines[index + 1] ?? "";
      if (next.trim() === "" || next.trimStart().startsWith("#") || indentOf(next) <= indentOf(line)) break;
      parts.push(next.trim());
      index += 1;
    }
    out.push(`${entry.lead}${entry.key}: ${singleQuoted(parts.join(" "))}`);
    changed.push({ line: index + 2 - parts.length, action: "quoted the value" });
  }
  return changed.length === 0 ? undefined : { text: out.join("\n"), lines: changed };
}
