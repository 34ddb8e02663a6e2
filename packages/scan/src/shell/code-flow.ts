// Python, JavaScript and PowerShell read line by line: names set from a download or a secret are
// followed, and a line that runs downloaded code, or sends a secret out, is reported. Shell strings
// inside the code (`execSync('curl … | sh')`) are scanned as shell; `powershell -enc` is decoded.
import { nestedEvents } from "./nested.js";
import { decodePowerShell } from "./payloads.js";
import { type CodeLanguage, headerLine, type LanguageWords, languageWords } from "./code-languages.js";
import type { ShellEvent, ShellParse } from "./stream.js";

/** A string worth reading as shell: it fetches, decodes, pipes to a shell or runs `eval`. */
const shellStringWords =
  /curl|wget|aria2c|base64|xxd|\\x[0-9a-f]{2}|\|\s*(?:sudo\s+)?\S*(?:sh|python[\d.]*|node|perl|ruby|php|pwsh)\b|<\(|\beval\b|\bnc\b|\bscp\b|\s-enc/i;
const assignment = /^\s*(?:(?:const|let|var|export)\s+)?\$?([A-Za-z_]\w*)\s*(?::\s*[\w[\]|. ]+)?=(?![=>])(.*)$/;
const literal = /(["'`])((?:\\.|(?!\1).)*)\1/g;
const encodedCommand = /\b(?:powershell|pwsh)(?:\.exe)?\b.*?\s-(?:e|ec|en|enc|encodedcommand)\s+["']?([A-Za-z0-9+/=]{16,})/i;

/**
 * Finds the names a line mentions: a word not just after a word character or a dot, `$` allowed
 * before it. Plain words are looked up in a set, one pass over the line, so a bundle that assigns
 * thousands of them costs no more per line than a short script; the rare name with other
 * characters (a downloaded `setup.exe`) goes in an expression built again when one is added.
 */
class Names {
  readonly #words = new Set<string>();
  readonly #others = new Set<string>();
  #pattern: RegExp | undefined;
  add(name: string): void {
    if (/^\w+$/.test(name)) {
      this.#words.add(name);
      return;
    }
    if (this.#others.has(name)) return;
    this.#others.add(name);
    const names = [...this.#others].map((known) => known.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    this.#pattern = new RegExp(`(?<![\\w.])\\$?(?:${names.join("|")})\\b`);
  }
  in(line: string): boolean {
    if (this.#words.size > 0) for (const word of line.matchAll(nameWord)) if (this.#words.has(word[1] ?? "")) return true;
    return this.#pattern?.test(line) ?? false;
  }
}

/** A whole word, not just after a word character or a dot; `$` may come before it. */
const nameWord = /(?<![\w.])\$?(\w+)/g;

export interface CodeOptions {
  readonly parse: ShellParse;
  /** How deep in nested code this is. */
  readonly depth?: number;
  /** Report secrets sent out (false for examples in Markdown, which the prose rule reads). */
  readonly sends?: boolean;
}

/**
 * How far from a send, in characters, a secret read counts: the send's own line up to this far back and
 * up to four lines after it, no further than this. Ordinary code lines are shorter, so for them this is
 * the whole window of five lines; on a minified line (up to 4,096 characters) it keeps a send from
 * being tied to a secret read in unrelated code thousands of characters away.
 */
const reach = 600;

interface SendWords {
  readonly words: LanguageWords;
  /** The language's sends, with the `g` flag. */
  readonly sends: RegExp;
  readonly secrets: Names;
}

/** Where on `lines[number]` a send has a secret read within `reach` of it, if it does. */
function sendNearSecret(lines: readonly string[], number: number, { words, sends, secrets }: SendWords): number | undefined {
  const line = lines[number] ?? "";
  const found = [...line.matchAll(sends)];
  if (found.length === 0) return undefined;
  const isHeader = (text: string): boolean => words.headerLinesExempt && headerLine.test(text);
  const own = isHeader(line) ? " ".repeat(line.length) : line;
  const following = lines.slice(number + 1, number + 5).filter((spanLine) => !isHeader(spanLine));
  for (const match of found) {
    const span = `${own.slice(Math.max(0, match.index - reach), match.index)}${[own.slice(match.index), ...following].join("\n").slice(0, reach)}`;
    if (words.secret.test(span) || secrets.in(span)) return match.index;
  }
  return undefined;
}

export function analyzeCode(text: string, language: CodeLanguage, options: CodeOptions): ShellEvent[] {
  const nesting = { depth: options.depth ?? 0, parse: options.parse };
  const words = languageWords[language];
  const sends = new RegExp(words.send.source, `${words.send.flags}g`);
  const events: ShellEvent[] = [];
  const downloaded = new Names();
  const secrets = new Names();
  const lines = text.split("\n");
  let start = 0;
  for (const [number, line] of lines.entries()) {
    const at = start;
    start += line.length + 1;
    if (words.comment.test(line) || line.length > 4096) continue;
    const download = words.download.test(line) || downloaded.in(line);
    // A name holds a secret when its assignment reads one near its start, not anywhere on a minified line.
    const head = line.slice(0, reach);
    const secret = words.secret.test(head) || secrets.in(head);
    const assigned = assignment.exec(line)?.[1];
    if (assigned !== undefined && download) downloaded.add(assigned);
    // PowerShell's `-OutFile $path` or `-OutFile .\setup.exe`: the file is downloaded; running it is running the download.
    const saved = download ? /-outfile\s+["']?\$?([^\s"';)]+)/i.exec(line)?.[1] : undefined;
    if (saved !== undefined) downloaded.add(saved.split(/[\\/]/).at(-1) ?? saved);
    if (assigned !== undefined && secret) secrets.add(assigned);
    const exec = words.exec.exec(line);
    if (exec !== null && download)
      events.push({
        rule: "download-execute",
        index: at + exec.index,
        message: `runs downloaded code: ${JSON.stringify(line.trim().slice(0, 80))}`,
      });
    const send = options.sends === false ? undefined : sendNearSecret(lines, number, { words, sends, secrets });
    if (send !== undefined)
      events.push({
        rule: "secret-exfiltration",
        index: at + send,
        message: `sends a secret out: ${JSON.stringify(
          line
            .slice(line.length > reach ? send : 0)
            .trim()
            .slice(0, 80),
        )}`,
      });
    const encoded = encodedCommand.exec(line);
    const decoded = encoded?.[1] === undefined ? undefined : decodePowerShell(encoded[1]);
    if (decoded !== undefined) {
      events.push({
        rule: "encoded-execute",
        index: at + (encoded?.index ?? 0),
        message: `runs a decoded PowerShell payload: ${JSON.stringify(decoded.slice(0, 80))}`,
      });
      for (const event of nestedEvents(decoded, "powershell", nesting))
        events.push({ ...event, index: at + (encoded?.index ?? 0) });
    }
    for (const match of shellStringWords.test(line) ? line.matchAll(literal) : [])
      if (shellStringWords.test(match[2] ?? ""))
        for (const event of nestedEvents(match[2] ?? "", "shell", nesting)) events.push({ ...event, index: at + match.index });
  }
  return events;
}
