// One shell text (a script, a code block, a line) read as the shell would run it; what it found.
import { runStatements } from "./flow.js";
import { withShellTree } from "./parser.js";
import type { ShellEvent, ShellState, Stream } from "./stream.js";

/** A state to share across the shell parts of one file, read in order. */
export function newShellState(depth = 0): ShellState {
  return { variables: new Map<string, Stream>(), files: new Map<string, Stream>(), events: [], depth, prose: false };
}

export interface ShellOptions {
  /** The state to carry on (one file's earlier shell); a new one at depth 0 when not given. */
  readonly state?: ShellState;
  /** How deep in nested code (for a new state). */
  readonly depth?: number;
  /** The text is a prose line's command, which a sentence may follow. */
  readonly prose?: boolean;
}

export function analyzeShell(text: string, options: ShellOptions = {}): ShellEvent[] {
  const state = options.state ?? newShellState(options.depth ?? 0);
  const before = state.events.length;
  state.prose = options.prose ?? false;
  // tree-sitter-bash reads a line that starts with `\curl` as a word of the line before; the
  // backslash only skips aliases, so it is blanked (same length, places hold).
  const source = text.replace(/^([ \t]*)\\(?=[A-Za-z_])/gm, "$1 ");
  withShellTree(source, (root) => runStatements(root.namedChildren, state));
  return state.events.slice(before);
}
