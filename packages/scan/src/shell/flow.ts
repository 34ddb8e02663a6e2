// Reads a parsed shell program in order, as it would run: assignments, pipelines, redirections, and
// what each stage of a pipe hands the next. The checks on each command are in checks.ts.
import { checkCommand, checkStdin } from "./checks.js";
import { commandOf } from "./commands.js";
import type { ShellNode } from "./parser.js";
import type { Command } from "./commands.js";
import { decodeBase64, decodeEscapes, decodeHex } from "./payloads.js";
import { decoderOf, fetchOf } from "./programs.js";
import { redirected } from "./redirections.js";
import { secretRead } from "./secrets.js";
import { emptyStream, fileKey, maxNesting, mergeStreams, type ShellState, type Stream } from "./stream.js";
import { resolveWord } from "./words.js";

/** What a command writes to standard output, given what it reads. */
/** A command in a pipeline: what it reads, and where the pipeline starts (where findings point). */
interface Stage {
  readonly command: Command;
  readonly input: Stream;
  readonly at: ShellNode;
}

function outputOf({ command, input, at }: Stage, state: ShellState): Stream {
  const stdin =
    command.input === undefined ? input : mergeStreams(input, { ...command.input.stream, literal: command.input.text });
  checkCommand(command, state);
  checkStdin({ command, stdin, at }, state);
  const fetch = fetchOf(command);
  if (fetch !== undefined) {
    const download = { download: command.node.text };
    if (fetch.file !== undefined) state.files.set(fileKey(fetch.file), download);
    return fetch.toStdout ? download : emptyStream;
  }
  const secret = secretRead(command);
  let output = mergeStreams(stdin, secret === undefined ? emptyStream : { secret });
  for (const arg of command.args) {
    output = mergeStreams(output, arg.stream);
    const file = state.files.get(fileKey(arg.text));
    if (file !== undefined && command.name !== "chmod") output = mergeStreams(output, file);
  }
  if (command.name === "tee")
    for (const arg of command.args) if (!arg.text.startsWith("-")) state.files.set(fileKey(arg.text), output);
  if (command.name === "cp" || command.name === "mv") {
    const target = command.args.filter((arg) => !arg.text.startsWith("-")).at(-1);
    if (target !== undefined && (output.secret !== undefined || output.download !== undefined))
      state.files.set(fileKey(target.text), output);
  }
  return {
    ...output,
    ...literalOf(
      command.name,
      command.args.map((arg) => arg.text),
      stdin,
    ),
  };
}

/** The text a command outputs when it is known: echo's and printf's words, a decoder's decoded input. */
function literalOf(name: string, words: readonly string[], stdin: Stream): Stream {
  if (name === "echo") {
    const text = words.filter((word) => !/^-[neE]+$/.test(word)).join(" ");
    const escaped = words.some((word) => /^-\w*e/.test(word)) ? decodeEscapes(text) : undefined;
    return escaped === undefined ? { literal: text } : { literal: escaped, encoded: escaped };
  }
  if (name === "printf") {
    const [format = "", ...rest] = words;
    const text = /^%s\\?n?$/.test(format) ? rest.join("") : format;
    const escaped = decodeEscapes(text);
    return escaped === undefined ? { literal: text } : { literal: escaped, encoded: escaped };
  }
  if (stdin.literal === undefined) return {};
  const decoded =
    name === "base64" || name === "base32" || name === "basenc" || name === "openssl"
      ? decodeBase64(stdin.literal)
      : name === "xxd"
        ? decodeHex(stdin.literal)
        : undefined;
  return decoded === undefined
    ? name === "cat" || name === "tee"
      ? { literal: stdin.literal }
      : {}
    : { literal: decoded, encoded: decoded };
}

export function runPipeline(stages: readonly ShellNode[], state: ShellState, input: Stream = emptyStream): Stream {
  let stream = input;
  const at = stages[0];
  for (const stage of stages) {
    if (stage.type === "command") {
      const command = commandOf(stage, state);
      if (command === undefined) continue;
      stream = outputOf({ command, input: stream, at: at ?? command.node }, state);
      if (
        decoderOf(command) !== undefined &&
        stream.encoded === undefined &&
        stream.download === undefined &&
        stream.secret === undefined
      )
        stream = { ...stream, encoded: "(a payload not written in the file)" };
    } else stream = mergeStreams(stream, visit(stage, state, stream));
  }
  return stream;
}

/** Runs one statement; returns what it writes to standard output. */
export function visit(node: ShellNode, state: ShellState, input: Stream = emptyStream): Stream {
  if (state.nesting >= maxNesting) return emptyStream;
  state.nesting += 1;
  try {
    return statement(node, state, input);
  } finally {
    state.nesting -= 1;
  }
}

function statement(node: ShellNode, state: ShellState, input: Stream): Stream {
  switch (node.type) {
    case "comment":
    case "heredoc_body":
      return emptyStream;
    case "variable_assignment": {
      const value = node.namedChildren[1];
      const name = node.namedChildren[0]?.text ?? "";
      const word = value === undefined ? undefined : resolveWord(value, state);
      state.variables.set(name, word === undefined ? emptyStream : { ...word.stream, literal: word.text });
      return emptyStream;
    }
    case "command":
    case "pipeline":
      return runPipeline(node.type === "command" ? [node] : node.namedChildren, state, input);
    case "redirected_statement":
      return redirected(node, state, input);
    default:
      return runStatements(node.namedChildren, state);
  }
}

export function runStatements(nodes: readonly ShellNode[], state: ShellState): Stream {
  let last = emptyStream;
  for (const node of nodes) last = visit(node, state);
  return last;
}
