// One shell text (a script, a code block, a line) read as the shell would run it; what it found.
import { runStatements } from "./flow.js";
import type { ShellEvent, ShellParse, ShellState, Stream } from "./stream.js";

/** A state to share across the shell parts of one file, read in order. */
export function newShellState(parse: ShellParse, depth = 0): ShellState {
  return {
    parse,
    variables: new Map<string, Stream>(),
    files: new Map<string, Stream>(),
    events: [],
    depth,
    prose: false,
    fragment: false,
    nesting: 0,
  };
}

export interface ShellOptions {
  /** The text is a prose line's command, which a sentence may follow. */
  readonly prose?: boolean;
  /** The text is a code span or a prose line, not a script or a block. */
  readonly fragment?: boolean;
}

/** Reads `text` on from `state` (one file's earlier shell); returns what this text added. */
export function analyzeShell(text: string, state: ShellState, options: ShellOptions = {}): ShellEvent[] {
  const before = state.events.length;
  state.prose = options.prose ?? false;
  state.fragment = options.fragment ?? state.prose;
  // tree-sitter-bash reads a line that starts with `\curl` as a word of the line before; the
  // backslash only skips aliases, so it is blanked (same length, places hold).
  const source = text.replace(/^([ \t]*)\\(?=[A-Za-z_])/gm, "$1 ");
  state.parse(source, (root) => runStatements(root.namedChildren, state));
  return state.events.slice(before);
}
