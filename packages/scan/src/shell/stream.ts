// What the shell analysis tracks: what a stream, a variable or a file holds (downloaded code, a
// decoded payload, a secret, a known text), and what it found. Shared by the flow and its checks.
import type { ShellNode } from "./parser.js";

/** What flows through a pipe, a variable or a file; each field says where it came from. */
export interface Stream {
  /** Downloaded: the fetching command as written. */
  readonly download?: string;
  /** A decoded payload: the text it decodes to. */
  readonly encoded?: string;
  /** A secret: what was read. */
  readonly secret?: string;
  /** The text itself, when it is known (a literal, a decoded payload). */
  readonly literal?: string;
}

export type ShellRule = "download-execute" | "encoded-execute" | "secret-exfiltration";

export interface ShellEvent {
  readonly rule: ShellRule;
  /** Index in the analysed text (UTF-16 units). */
  readonly index: number;
  readonly message: string;
}

/** Parses shell and hands over the tree's root (parser.ts); passed along, so only the module that reads
 * every file imports the parser, and no cycle of modules waits on its loading (an esbuild bundle would hang). */
export type ShellParse = <T>(text: string, use: (root: ShellNode) => T) => T;

/** The state of one analysis: one file's shell, read in order. */
export interface ShellState {
  readonly parse: ShellParse;
  readonly variables: Map<string, Stream>;
  /** Files written so far, by base name. */
  readonly files: Map<string, Stream>;
  readonly events: ShellEvent[];
  /** How deep in decoded payloads and `sh -c` strings this analysis is. */
  readonly depth: number;
  /** The text read now is a prose line (a sentence may follow the command). */
  prose: boolean;
  /** The text is a fragment quoted in Markdown (a code span or a prose line), not a script. */
  fragment: boolean;
  /** How deep in the tree the reading is now; past `maxNesting` the rest is not read (bounded stack). */
  nesting: number;
}

export const maxNesting = 1000;

export const emptyStream: Stream = {};

export function mergeStreams(first: Stream, second: Stream): Stream {
  const download = second.download ?? first.download;
  const encoded = second.encoded ?? first.encoded;
  const secret = second.secret ?? first.secret;
  return {
    ...(download === undefined ? {} : { download }),
    ...(encoded === undefined ? {} : { encoded }),
    ...(secret === undefined ? {} : { secret }),
  };
}

export function report(state: ShellState, event: { rule: ShellRule; node: ShellNode; message: string }): void {
  const index = event.node.startIndex;
  if (state.events.some((known) => known.rule === event.rule && known.index === index)) return;
  state.events.push({ rule: event.rule, index, message: event.message });
}

/** A short form of a command for messages. */
export const shown = (text: string): string => JSON.stringify(text.replace(/\s+/g, " ").slice(0, 80));

/** A file's key: its base name (download to `/tmp/x.sh`, run `./x.sh` later). */
export const fileKey = (path: string): string => path.replace(/\/+$/, "").split("/").at(-1) ?? path;
