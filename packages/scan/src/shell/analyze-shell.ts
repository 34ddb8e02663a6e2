// One shell text (a script, a code block, a line) read as the shell would run it; what it found.
import { runStatements } from "./flow.js";
import { withShellTree } from "./parser.js";
import type { ShellEvent, ShellState, Stream } from "./stream.js";

/** A state to share across the shell parts of one file, read in order. */
export function newShellState(depth = 0): ShellState {
  return { variables: new Map<string, Stream>(), files: new Map<string, Stream>(), events: [], depth, prose: false };
}

export function analyzeShell(text: string, depth = 0, state: ShellState = newShellState(depth), prose = false): ShellEvent[] {
  const before = state.events.length;
  state.prose = prose;
  withShellTree(text, (root) => runStatements(root.namedChildren, state));
  return state.events.slice(before);
}
