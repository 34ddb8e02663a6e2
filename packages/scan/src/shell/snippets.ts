// Where shell and other code live in a skill's files: whole scripts (by extension or shebang), fenced
// blocks in Markdown by their language, and, on any other line, inline code spans and the command a
// prose line gives. Each part keeps its place in the file; prompts (`$ `) are blanked, not removed.
import { candidateLines } from "./candidate-lines.js";
import { blockPart, fencesOf } from "./fences.js";
import type { CodeLanguage } from "./code-languages.js";

export interface CodePart {
  readonly language: "shell" | CodeLanguage;
  readonly text: string;
  /** Index of `text` in the file. */
  readonly start: number;
  /** A prose line's command, which a sentence may follow. */
  readonly prose?: boolean;
  /** An inline code span. */
  readonly span?: boolean;
  /** Code shown in a Markdown file (a block or a line), not a file of its own. */
  readonly embedded?: boolean;
}

/** A line worth reading as shell: it names a fetcher, a decoder, a shell in a pipe, a secret. */
const shellWords =
  /curl|wget|aria2c|busybox|base64|xxd|\\x[0-9a-f]{2}|\|\s*(?:sudo\s+)?[\w/.-]*(?:sh|python[\d.]*|node|perl|ruby|php|pwsh)\b|<\(|\beval\b|\.ssh|\.aws|_token|_secret|api_key|printenv|environ|netrc|\.docker\/|\.kube\/|gh\/hosts|\bnc\b|\bscp\b|\s-enc/i;
const codeWords = /exec\s*\(|eval\s*\(|Function\s*\(|\biex\b|invoke-expression|scriptblock|runIn\w*Context/i;
/** Where a prose line's command starts. */
const commandStart =
  /(?:^|[\s(:>"'])(?=(?:sudo|doas|curl|wget|aria2c|busybox|bash|sh|zsh|source|eval|echo|printf|cat|env|printenv|nc|ncat|scp|python[\d.]*|node|perl|ruby|php|pwsh|powershell|base64|\\curl|\.\s+<\()(?:\s|$))/;

export function languageOfFile(path: string, text: string): "shell" | CodeLanguage | undefined {
  const extension = /\.([\w]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  const shebang = /^#!\S*(?:\s+\S+)?/.exec(text)?.[0] ?? "";
  if (/^(?:sh|bash|zsh|ksh|command|bats)$/.test(extension) || /\b(?:ba|z|k|da)?sh\b/.test(shebang)) return "shell";
  if (extension === "py" || /python/.test(shebang)) return "python";
  if (/^(?:[mc]?js|[mc]?ts|jsx|tsx)$/.test(extension) || /\b(?:node|deno|bun)\b/.test(shebang)) return "node";
  if (/^ps[dm]?1$/.test(extension)) return "powershell";
  return undefined;
}

const entities = new Map([
  ["&#124;", "|"],
  ["&vert;", "|"],
  ["&amp;", "&"],
  ["&lt;", "<"],
  ["&gt;", ">"],
]);

/** HTML around a command in Markdown, blanked to the same length (`&#124;` is a pipe), so places hold. */
const plainHtml = (text: string): string =>
  text
    .replace(/<\/?code>|<br\s*\/?>/gi, (tag) => " ".repeat(tag.length))
    .replace(/&#124;|&vert;|&amp;|&lt;|&gt;/g, (entity) => (entities.get(entity) ?? " ").padEnd(entity.length, " "));

/** A table row's cells, split at pipes outside code spans: [start, text]. */
function cellsOf(line: string): [number, string][] {
  const cells: [number, string][] = [];
  let from = 0;
  let inSpan = false;
  for (let at = 0; at <= line.length; at += 1) {
    const char = line[at];
    if (char === "`") inSpan = !inSpan;
    if (at === line.length || (char === "|" && !inSpan && line[at - 1] !== "\\")) {
      cells.push([from, line.slice(from, at)]);
      from = at + 1;
    }
  }
  return cells;
}

/** The parts of one line (or table cell) outside code blocks. */
function cellParts(line: string, start: number): CodePart[] {
  const parts: CodePart[] = [];
  if (codeWords.test(line))
    for (const language of ["python", "node", "powershell"] as const) parts.push({ language, text: line, start, embedded: true });
  if (!shellWords.test(line)) return parts;
  const spans = [...line.matchAll(/(`+)([^`]+)\1/g)];
  const inSpans = spans.filter((span) => shellWords.test(span[2] ?? ""));
  for (const span of inSpans)
    parts.push({
      language: "shell",
      text: (span[2] ?? "").replaceAll("\\|", " |"),
      start: start + span.index + (span[1]?.length ?? 0),
      span: true,
    });
  if (inSpans.length > 0) return parts;
  const plain = plainHtml(line);
  const from = commandStart.exec(plain);
  const offset = from === null ? 0 : from.index + from[0].length;
  parts.push({ language: "shell", text: plain.slice(offset).replaceAll("`", " "), start: start + offset, prose: true });
  return parts;
}

function lineParts(line: string, start: number): CodePart[] {
  if (!/^\s*\|/.test(line)) return cellParts(line, start);
  return cellsOf(line).flatMap(([at, cell]) => cellParts(cell, start + at));
}

export function codeParts(path: string, text: string): CodePart[] {
  const whole = languageOfFile(path, text);
  if (whole !== undefined) return [{ language: whole, text, start: 0 }];
  const parts: CodePart[] = [];
  const fences = fencesOf(text);
  const blocks = fences.map((fence) => ({ fence, part: blockPart(text, fence) }));
  for (const { part } of blocks) if (part !== undefined) parts.push(part);
  let block = 0;
  for (const start of candidateLines(text)) {
    while (block < blocks.length && (blocks[block]?.fence.end ?? 0) < start) block += 1;
    const inside = blocks[block];
    if (inside !== undefined && inside.fence.start <= start && inside.part !== undefined) continue;
    const end = text.indexOf("\n", start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (line.length <= 4096) parts.push(...lineParts(line, start));
  }
  return parts.sort((a, b) => a.start - b.start);
}
