// A simple command as the shell runs it: its name (through quotes, variables, `sudo`, `env`, a path)
// and its words. `$cmd` holding "curl -s URL" is split as the shell splits it.
import type { ShellNode } from "./parser.js";
import type { ShellState, Stream } from "./stream.js";
import { resolveWord, type Word } from "./words.js";

export interface Command {
  /** The program's base name, without `.exe`. */
  readonly name: string;
  /** The name as written (a path stays a path). */
  readonly path: string;
  readonly args: readonly Word[];
  readonly node: ShellNode;
  /** What the name word carries: `$(curl …)` as a command runs what was downloaded. */
  readonly nameStream: Stream;
  /** `<<< text` or a here-document. */
  readonly input?: Word;
}

/** Commands that run the next word as the command; with the options that take a value. */
const wrappers = new Map<string, readonly string[]>(
  Object.entries({
    sudo: ["-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T"],
    doas: ["-u", "-C"],
    env: ["-u", "-S", "-C", "--unset", "--chdir"],
    nohup: [],
    exec: ["-a"],
    command: [],
    builtin: [],
    time: [],
    nice: ["-n"],
    ionice: ["-c", "-n"],
    stdbuf: ["-i", "-o", "-e"],
    timeout: ["-s", "-k"],
    busybox: [],
    caffeinate: [],
  }),
);

const baseName = (path: string): string => (path.split(/[\\/]/).at(-1) ?? path).replace(/\.exe$/i, "");

function unwrap(words: readonly Word[]): readonly Word[] {
  let rest = words;
  for (let round = 0; round < 8; round += 1) {
    const [first, ...others] = rest;
    const options = first === undefined ? undefined : wrappers.get(baseName(first.text));
    if (first === undefined || options === undefined) return rest;
    let at = 0;
    while (at < others.length) {
      const text = others[at]?.text ?? "";
      if (options.includes(text)) at += 2;
      else if (text.startsWith("-") || /^\w+=/.test(text)) at += 1;
      else if (baseName(first.text) === "timeout" && /^\d/.test(text)) at += 1;
      else break;
    }
    if (at >= others.length) return rest;
    rest = others.slice(at);
  }
  return rest;
}

/** The words a name word stands for: `$cmd` set to "curl -s" is two words. */
function split(word: Word): Word[] {
  const parts = word.text.trim().split(/\s+/);
  if (parts.length < 2 || word.node.type === "raw_string" || word.node.type === "string") return [word];
  return parts.map((text) => ({ ...word, text }));
}

export function commandOf(node: ShellNode, state: ShellState): Command | undefined {
  const words: Word[] = [];
  let input: Word | undefined;
  for (const child of node.namedChildren) {
    if (child.type === "variable_assignment" || child.type === "file_redirect") continue;
    if (child.type === "herestring_redirect") {
      const body = child.namedChildren[0];
      if (body !== undefined) input = resolveWord(body, state);
      continue;
    }
    const target = child.type === "command_name" ? child.namedChildren[0] : child;
    if (target === undefined) continue;
    const word = resolveWord(target, state);
    words.push(...(child.type === "command_name" ? split(word) : [word]));
  }
  const [name, ...args] = unwrap(words);
  if (name === undefined) return undefined;
  return {
    name: baseName(name.text),
    path: name.text,
    args,
    node,
    nameStream: name.stream,
    ...(input === undefined ? {} : { input }),
  };
}
