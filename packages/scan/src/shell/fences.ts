// Fenced code blocks in Markdown: where each starts and ends, and what its language makes of it
// (a shell block, with prompts like `$ ` blanked to keep places; Python, JavaScript, PowerShell).
import type { CodeLanguage } from "./code-languages.js";
import type { CodePart } from "./snippets.js";

const shellFence = /^(?:|sh|bash|shell|zsh|ksh|fish|console|terminal|shell-session|shellsession|sh-session|posix|bash-session)$/;
const fenceLanguages = new Map<string, CodeLanguage>(
  Object.entries({
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
  }),
);

export interface Fence {
  readonly language: string;
  /** The body: from the line after the opening marker to the closing marker (or the end). */
  readonly start: number;
  readonly end: number;
}

const fenceMarker = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+-]*)[^\n]*$/gm;

export function fencesOf(text: string): Fence[] {
  const fences: Fence[] = [];
  let open: { readonly marker: string; readonly language: string; readonly start: number } | undefined;
  fenceMarker.lastIndex = 0;
  for (const match of text.matchAll(fenceMarker)) {
    const marker = match[1] ?? "";
    const lineEnd = match.index + match[0].length;
    if (open === undefined) open = { marker, language: (match[2] ?? "").toLowerCase(), start: lineEnd + 1 };
    else if (marker.startsWith(open.marker) && match[0].trim() === marker) {
      fences.push({
        language: open.language,
        start: Math.min(open.start, match.index),
        end: Math.max(open.start, match.index - 1),
      });
      open = undefined;
    }
  }
  return fences;
}

export function blockPart(text: string, fence: Fence): CodePart | undefined {
  const body = text.slice(fence.start, fence.end);
  if (shellFence.test(fence.language)) {
    const console = /console|session|terminal/.test(fence.language) || fence.language === "";
    return {
      language: "shell",
      text: body.replace(console ? /^([ \t]*)(?:[$%#]|PS>)(?=\s)/gm : /^([ \t]*)[$%](?=\s)/gm, blank),
      start: fence.start,
      embedded: true,
    };
  }
  const language = fenceLanguages.get(fence.language);
  return language === undefined ? undefined : { language, text: body, start: fence.start, embedded: true };
}

const blank = (whole: string, indent: string): string => indent + " ".repeat(whole.length - indent.length);
