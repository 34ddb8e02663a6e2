// A statement with redirections: `< file` and here-documents feed it, `> file` keeps what it wrote
// (a download, a secret) for the commands after it; a pipe that goes on after `<<EOF` is run on.
import type { ShellNode } from "./parser.js";
import { runPipeline, visit } from "./flow.js";
import { isSecretPath } from "./secrets.js";
import { emptyStream, fileKey, mergeStreams, type ShellState, type Stream } from "./stream.js";
import { resolveWord } from "./words.js";

/** A here-document's text, and what its `$(…)` and variables carry. */
function hereDocument(redirect: ShellNode, state: ShellState): Stream {
  const body = redirect.namedChildren.find((child) => child.type === "heredoc_body");
  if (body === undefined) return emptyStream;
  let stream = emptyStream;
  for (const part of body.namedChildren) stream = mergeStreams(stream, resolveWord(part, state).stream);
  return { ...stream, literal: body.text };
}

export function redirected(node: ShellNode, state: ShellState, input: Stream): Stream {
  let stdin = input;
  const writes: string[] = [];
  const pipedOn: ShellNode[] = [];
  for (const child of node.namedChildren) {
    if (child.type === "heredoc_redirect") {
      stdin = hereDocument(child, state);
      const next = child.namedChildren.find((part) => part.type === "pipeline" || part.type === "command");
      if (next !== undefined) pipedOn.push(next);
      continue;
    }
    if (child.type !== "file_redirect") continue;
    const target = child.namedChildren.at(-1);
    if (target === undefined) continue;
    const word = resolveWord(target, state);
    if (/^\d*</.test(child.text)) {
      const file = state.files.get(fileKey(word.text));
      const read = file ?? (isSecretPath(word.text) ? { secret: word.text } : emptyStream);
      stdin = mergeStreams(mergeStreams(stdin, word.stream), read);
    } else if (!/^&?\d*$/.test(word.text) && word.text !== "/dev/null") writes.push(word.text);
  }
  const body = node.namedChildren[0];
  let output = body === undefined ? emptyStream : visit(body, state, stdin);
  for (const next of pipedOn)
    output = runPipeline(
      next.type === "pipeline" ? next.namedChildren.filter((stage) => stage.text !== "|") : [next],
      state,
      output,
    );
  for (const path of writes) state.files.set(fileKey(path), output);
  return output;
}
