// A shell word as the shell would read it: quotes removed, pieces joined, backslashes dropped, simple
// variables replaced by what they were set to, `$(…)` by what it outputs when that is known.
import { runStatements } from "./flow.js";
import { decodeEscapes } from "./payloads.js";
import type { ShellNode } from "./parser.js";
import { isSecretVariable } from "./secrets.js";
import { emptyStream, maxNesting, mergeStreams, type ShellState, type Stream } from "./stream.js";

export interface Word {
  readonly text: string;
  /** What the word carries: a download, a secret, a decoded payload. */
  readonly stream: Stream;
  readonly node: ShellNode;
}

const unescape = (text: string): string => text.replace(/\\\r?\n/g, "").replace(/\\(.)/g, "$1");

function variable(name: string, state: ShellState): { text: string; stream: Stream } | undefined {
  const known = state.variables.get(name);
  if (known !== undefined) return { text: known.literal ?? `$${name}`, stream: known };
  return isSecretVariable(name) ? { text: `$${name}`, stream: { secret: `$${name}` } } : undefined;
}

function expansion(node: ShellNode, state: ShellState): { text: string; stream: Stream } {
  const [name, fallback] = node.namedChildren;
  const known = name === undefined ? undefined : variable(name.text, state);
  if (known !== undefined) return known;
  if (fallback !== undefined && /^\$\{\w+:?-/.test(node.text)) return piece(fallback, state);
  return { text: node.text, stream: emptyStream };
}

function pieceOf(node: ShellNode, state: ShellState): { text: string; stream: Stream } {
  switch (node.type) {
    case "word":
      return { text: unescape(node.text), stream: emptyStream };
    case "raw_string":
      return { text: node.text.slice(1, -1), stream: emptyStream };
    case "ansi_c_string": {
      const inner = node.text.slice(2, -1);
      return { text: decodeEscapes(inner) ?? unescape(inner), stream: emptyStream };
    }
    case "string_content":
      return { text: node.text.replace(/\\\r?\n/g, "").replace(/\\(["\\$`])/g, "$1"), stream: emptyStream };
    case "string":
    case "concatenation": {
      let text = "";
      let stream = emptyStream;
      for (const child of node.namedChildren) {
        const part = piece(child, state);
        text += part.text;
        stream = mergeStreams(stream, part.stream);
      }
      return { text: node.type === "string" && node.namedChildCount === 0 ? "" : text, stream };
    }
    case "simple_expansion": {
      const name = node.namedChildren[0]?.text ?? "";
      return variable(name, state) ?? { text: node.text, stream: emptyStream };
    }
    case "expansion":
      return expansion(node, state);
    case "command_substitution":
    case "process_substitution": {
      const stream = runStatements(node.namedChildren, state);
      return { text: stream.literal ?? node.text, stream };
    }
    default:
      return { text: node.text, stream: emptyStream };
  }
}

export function resolveWord(node: ShellNode, state: ShellState): Word {
  return { ...piece(node, state), node };
}

/** A piece, as deep as the state allows (`${a:-${b:-…}}` nests without a statement between). */
function piece(node: ShellNode, state: ShellState): { text: string; stream: Stream } {
  if (state.nesting >= maxNesting) return { text: node.text, stream: emptyStream };
  state.nesting += 1;
  try {
    return pieceOf(node, state);
  } finally {
    state.nesting -= 1;
  }
}
