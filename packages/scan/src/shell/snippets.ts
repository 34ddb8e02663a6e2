// Where shell and other code live in a skill's files: whole scripts (by extension or shebang), fenced
// blocks in Markdown by their language, and, on any other line, inline code spans and the command a
// prose line gives. Each part keeps its place in the file; prompts (`$ `) are blanked, not removed.
import type { CodeLanguage } from "./code-languages.js";

export interface CodePart {
  readonly language: "shell" | CodeLanguage;
  readonly text: string;
  /** Index of `text` in the file. */
  readonly start: number;
  /** A prose line's command, which a sentence may follow. */
  readonly prose?: boolean;
}

/** A line worth reading as shell: it names a fetcher, a decoder, a shell in a pipe, a secret. */
export const shellWords =
  /curl|wget|aria2c|\bfetch\b|busybox|base64|xxd|\\x[0-9a-f]{2}|\|\s*(?:sudo\s+)?[\w/.-]*(?:sh|python[\d.]*|node|perl|ruby|php|pwsh)\b|<\(|\beval\b|\.ssh|\.aws|_token|_secret|api_key|printenv|environ|netrc|\.docker\/|\.kube\/|gh\/hosts|\bnc\b|\bscp\b|\s-enc/i;
const codeWords = /exec\s*\(|eval\s*\(|Function\s*\(|\biex\b|invoke-expression|scriptblock|runIn\w*Context/i;
/** Where a prose line's command starts. */
const commandStart =
  /(?:^|[\s(:>"'])(?=(?:sudo|doas|curl|wget|aria2c|busybox|bash|sh|zsh|source|eval|echo|printf|cat|env|printenv|nc|ncat|scp|python[\d.]*|node|perl|ruby|php|pwsh|powershell|base64|\\curl|\.\s+<\()(?:\s|$))/;

const shellFence = /^(?:|sh|bash|shell|zsh|ksh|fish|console|terminal|shell-session|shellsession|sh-session|posix|bash-session)$/;
const fenceLanguages: Readonly<Record<string, CodeLanguage>> = {
  python: "python",
  py: "python",
  python3: "python",
  js: "node",
  javascript: "node",
  ts: "node",
  typescript: "node",
  node: "node",
  mjs: "node",
  jsx: "node",
  tsx: "node",
  powershell: "powershell",
  ps1: "powershell",
  pwsh: "powershell",
  ps: "powershell",
};

export function languageOfFile(path: string, text: string): "shell" | CodeLanguage | undefined {
  const extension = /\.([\w]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  const shebang = /^#!\S*(?:\s+\S+)?/.exec(text)?.[0] ?? "";
  if (/^(?:sh|bash|zsh|ksh|command|bats)$/.test(extension) || /\b(?:ba|z|k|da)?sh\b/.test(shebang)) return "shell";
  if (extension === "py" || /python/.test(shebang)) return "python";
  if (/^(?:[mc]?js|[mc]?ts|jsx|tsx)$/.test(extension) || /\b(?:node|deno|bun)\b/.test(shebang)) return "node";
  if (/^ps[dm]?1$/.test(extension)) return "powershell";
  return undefined;
}

/** The parts of one line outside code blocks. */
function lineParts(line: string, start: number): CodePart[] {
  const parts: CodePart[] = [];
  if (codeWords.test(line))
    for (const language of ["python", "node", "powershell"] as const) parts.push({ language, text: line, start });
  if (!shellWords.test(line)) return parts;
  const spans = [...line.matchAll(/(`+)([^`]+)\1/g)];
  const inSpans = spans.filter((span) => shellWords.test(span[2] ?? ""));
  for (const span of inSpans)
    parts.push({ language: "shell", text: span[2] ?? "", start: start + span.index + (span[1]?.length ?? 0) });
  if (inSpans.length > 0) return parts;
  const from = commandStart.exec(line);
  const offset = from === null ? 0 : from.index + from[0].length;
  parts.push({ language: "shell", text: line.slice(offset).replaceAll("`", " "), start: start + offset, prose: true });
  return parts;
}

const blankPrompt = (line: string, console: boolean): string =>
  line.replace(
    console ? /^(\s*)(?:[$%#]|PS>)(?=\s)/ : /^(\s*)[$%](?=\s)/,
    (whole, indent: string) => indent + " ".repeat(whole.length - indent.length),
  );

export function codeParts(path: string, text: string): CodePart[] {
  const whole = languageOfFile(path, text);
  if (whole !== undefined) return [{ language: whole, text, start: 0 }];
  const parts: CodePart[] = [];
  let fence: { readonly marker: string; readonly language: string; readonly start: number; lines: string[] } | undefined;
  let start = 0;
  for (const line of text.split("\n")) {
    const at = start;
    start += line.length + 1;
    const marker = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (fence !== undefined) {
      if (marker !== null && marker[1]?.startsWith(fence.marker) === true && line.trim() === marker[1]) {
        const language = fence.language;
        const body = fence.lines.join("\n");
        if (shellFence.test(language)) parts.push({ language: "shell", text: body, start: fence.start });
        else if (fenceLanguages[language] !== undefined)
          parts.push({ language: fenceLanguages[language] ?? "node", text: body, start: fence.start });
        else {
          let lineStart = fence.start;
          for (const inner of fence.lines) {
            parts.push(...lineParts(inner, lineStart));
            lineStart += inner.length + 1;
          }
        }
        fence = undefined;
      } else
        fence.lines.push(
          fence.language === "" || /console|session|terminal/.test(fence.language)
            ? blankPrompt(line, fence.language !== "")
            : blankPrompt(line, false),
        );
      continue;
    }
    if (marker?.[1] !== undefined) fence = { marker: marker[1], language: (marker[2] ?? "").toLowerCase(), start, lines: [] };
    else if (line.length <= 4096) parts.push(...lineParts(line, at));
  }
  let lineStart = fence?.start ?? 0;
  for (const inner of fence?.lines ?? []) {
    parts.push(...lineParts(inner, lineStart));
    lineStart += inner.length + 1;
  }
  return parts;
}
