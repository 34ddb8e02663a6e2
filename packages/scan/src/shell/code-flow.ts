// Python, JavaScript and PowerShell read line by line: names set from a download or a secret are
// followed, and a line that runs downloaded code, or sends a secret out, is reported. Shell strings
// inside the code (`execSync('curl … | sh')`) are scanned as shell; `powershell -enc` is decoded.
import { nestedEvents } from "./nested.js";
import { decodePowerShell } from "./payloads.js";
import { type CodeLanguage, headerLine, languageWords } from "./code-languages.js";
import { shellWords } from "./snippets.js";
import type { ShellEvent } from "./stream.js";

const assignment = /^\s*(?:(?:const|let|var|export)\s+)?\$?([A-Za-z_]\w*)\s*(?::\s*[\w[\]|. ]+)?=(?![=>])(.*)$/;
const literal = /(["'`])((?:\\.|(?!\1).)*)\1/g;
const encodedCommand = /\b(?:powershell|pwsh)(?:\.exe)?\b.*?\s-(?:e|ec|en|enc|encodedcommand)\s+["']?([A-Za-z0-9+/=]{16,})/i;

const mentions = (line: string, names: ReadonlySet<string>): boolean =>
  [...names].some((name) => new RegExp(`(?<![\\w.])\\$?${name}\\b`).test(line));

export function analyzeCode(text: string, language: CodeLanguage, depth = 0): ShellEvent[] {
  const words = languageWords[language];
  const events: ShellEvent[] = [];
  const downloaded = new Set<string>();
  const secrets = new Set<string>();
  const lines = text.split("\n");
  let start = 0;
  for (const [number, line] of lines.entries()) {
    const at = start;
    start += line.length + 1;
    if (words.comment.test(line) || line.length > 4096) continue;
    const download = words.download.test(line) || mentions(line, downloaded);
    const secret = words.secret.test(line) || mentions(line, secrets);
    const assigned = assignment.exec(line)?.[1];
    if (assigned !== undefined && download) downloaded.add(assigned);
    if (assigned !== undefined && secret) secrets.add(assigned);
    const exec = words.exec.exec(line);
    if (exec !== null && download)
      events.push({
        rule: "download-execute",
        index: at + exec.index,
        message: `runs downloaded code: ${JSON.stringify(line.trim().slice(0, 80))}`,
      });
    if (words.send.test(line)) {
      const span = lines
        .slice(number, number + 5)
        .filter((spanLine) => !headerLine.test(spanLine))
        .join("\n");
      if (words.secret.test(span) || mentions(span, secrets))
        events.push({
          rule: "secret-exfiltration",
          index: at,
          message: `sends a secret out: ${JSON.stringify(line.trim().slice(0, 80))}`,
        });
    }
    const encoded = encodedCommand.exec(line);
    const decoded = encoded?.[1] === undefined ? undefined : decodePowerShell(encoded[1]);
    if (decoded !== undefined) {
      events.push({
        rule: "encoded-execute",
        index: at + (encoded?.index ?? 0),
        message: `runs a decoded PowerShell payload: ${JSON.stringify(decoded.slice(0, 80))}`,
      });
      for (const event of nestedEvents(decoded, "powershell", depth))
        events.push({ ...event, index: at + (encoded?.index ?? 0) });
    }
    for (const match of shellWords.test(line) ? line.matchAll(literal) : [])
      for (const event of nestedEvents(match[2] ?? "", "shell", depth)) events.push({ ...event, index: at + match.index });
  }
  return events;
}
