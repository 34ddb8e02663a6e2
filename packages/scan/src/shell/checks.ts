// The checks on one command as it runs: code it runs (from a pipe, a `-c` string, eval, a file or
// `<(…)`) that was downloaded or decoded, and secrets it sends over the network.
import type { Command } from "./commands.js";
import { nestedEvents } from "./nested.js";
import { decodePowerShell } from "./payloads.js";
import { type Interpreter, interpreterOf, type Language } from "./programs.js";
import type { ShellNode } from "./parser.js";
import { isSecretPath, sendOf } from "./secrets.js";
import { fileKey, report, type ShellState, shown, type Stream } from "./stream.js";
import type { Word } from "./words.js";

/** Reports code that runs from `stream`: downloaded, or a decoded payload (scanned in turn). */
/** Code about to run: who runs it, in which language, from what, and where findings point. */
interface Run {
  readonly command: Command;
  readonly stream: Stream;
  readonly language: Language;
  readonly at?: ShellNode;
}

function runsCode({ command, stream, language, at = command.node }: Run, state: ShellState): boolean {
  if (stream.download !== undefined) {
    report(state, {
      rule: "download-execute",
      node: at,
      message: `runs downloaded code: ${shown(stream.download)} into ${command.name}`,
    });
    return true;
  }
  if (stream.encoded === undefined) return false;
  report(state, {
    rule: "encoded-execute",
    node: at,
    message: `runs a decoded payload with ${command.name}: ${shown(stream.encoded)}`,
  });
  for (const event of nestedEvents(stream.encoded, language, state)) report(state, { ...event, node: at });
  return true;
}

function codeWord(command: Command): { word: Word; language: Language } | undefined {
  if (command.name === "eval") {
    const [first] = command.args;
    if (first === undefined) return undefined;
    const text = command.args.map((arg) => arg.text).join(" ");
    const stream = command.args.reduce<Stream>((all, arg) => ({ ...all, ...arg.stream }), {});
    return { word: { text, stream, node: first.node }, language: "shell" };
  }
  const interpreter = interpreterOf(command);
  const code = interpreter?.code ?? interpreter?.file;
  return interpreter === undefined || code === undefined ? undefined : { word: code, language: interpreter.language };
}

function sendsSecret(word: Word, state: ShellState): string | undefined {
  if (word.stream.secret !== undefined) return word.stream.secret;
  const path = /(?:^|=)[@<](.+)$/.exec(word.text)?.[1];
  if (path === undefined || path === "-") return undefined;
  return isSecretPath(path) ? path : state.files.get(fileKey(path))?.secret;
}

export function checkCommand(command: Command, state: ShellState): void {
  const code = codeWord(command);
  if (code !== undefined && !runsCode({ command, stream: code.word.stream, language: code.language }, state)) {
    const file = state.files.get(fileKey(code.word.text));
    const isFile = interpreterOf(command)?.file !== undefined;
    if (isFile && file !== undefined) runsCode({ command, stream: file, language: code.language }, state);
    else if (!isFile && state.depth < 3)
      for (const event of nestedEvents(code.word.text, code.language, state)) report(state, { ...event, node: command.node });
  }
  // `$(curl …)` run as a command; alone in a code span it is most often a payload quoted as an example.
  const nameRuns = command.nameStream.download !== undefined || command.nameStream.encoded !== undefined;
  if (nameRuns && !state.fragment) runsCode({ command, stream: command.nameStream, language: "shell" }, state);
  const encoded = interpreterOf(command)?.encoded;
  const decoded = encoded === undefined ? undefined : decodePowerShell(encoded.text);
  if (decoded !== undefined) runsCode({ command, stream: { encoded: decoded }, language: "powershell" }, state);
  if (command.path.includes("/")) {
    const file = state.files.get(fileKey(command.path));
    if (file?.download !== undefined) runsCode({ command, stream: file, language: "shell" }, state);
  }
  const send = sendOf(command);
  for (const word of send?.sent ?? []) {
    const secret = sendsSecret(word, state);
    if (secret !== undefined)
      report(state, {
        rule: "secret-exfiltration",
        node: command.node,
        message: `sends ${shown(secret)} out: ${shown(command.node.text)}`,
      });
  }
}

/** A command that reads a pipe: what it reads, and where the pipeline starts (where findings point). */
export interface PipedCommand {
  readonly command: Command;
  readonly stdin: Stream;
  readonly at: ShellNode;
}

/** In prose, `curl … | bash to set it up` still pipes to bash: words after the shell are the sentence. */
const readsPipe = (interpreter: Interpreter, prose: boolean): boolean =>
  interpreter.stdin || (prose && interpreter.file !== undefined && !/\.\w{1,4}$/.test(interpreter.file.text));

export function checkStdin({ command, stdin, at }: PipedCommand, state: ShellState): void {
  if (command.name !== "eval") {
    const interpreter = interpreterOf(command);
    const run = { command, stream: stdin, language: interpreter?.language ?? "shell", at };
    // A script handed in as text (`<<EOF`, `echo '…' | sh`) is scanned as what it is.
    if (interpreter !== undefined && readsPipe(interpreter, state.prose) && !runsCode(run, state) && stdin.literal !== undefined)
      for (const event of nestedEvents(stdin.literal, interpreter.language, state)) report(state, { ...event, node: at });
  }
  if (stdin.secret !== undefined && sendOf(command)?.stdin === true)
    report(state, {
      rule: "secret-exfiltration",
      node: at,
      message: `sends ${shown(stdin.secret)} out: ${shown(command.node.text)}`,
    });
}
