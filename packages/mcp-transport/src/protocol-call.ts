// Runs one CLI protocol call in this process, so MCP sessions are the CLI's session files,
// written by the CLI's own code (lock, header, lines, idempotent repeats, torn tails). The
// server's session cache only spares rereading and replaying files it wrote itself.
import { runProtocol, type ProtocolIo, type SessionCache } from "@skill-kit/cli-protocol";
import type { Buildable } from "@skill-kit/core";

export interface ProtocolTarget {
  readonly definition: Buildable;
  /** The skill folder; references are read from `<skillDir>/references`. */
  readonly skillDir?: string | undefined;
  /** Where the call's log lines (observer failures, save warnings) go. */
  readonly log: (text: string) => void;
  /** Sessions this server advanced: the next advance neither rereads nor replays them. */
  readonly sessionCache?: SessionCache | undefined;
}

export type ProtocolOutcome =
  | { readonly ok: true; readonly printed: unknown }
  | { readonly ok: false; readonly message: string };

const errorPrefix = "error: ";

/**
 * Exit 0 gives the JSON the call printed, as a value (handed over through `printJson`, not
 * serialized and parsed); exit 1 gives its `error: …` message. Other stderr goes to `log`.
 */
export async function callProtocol(target: ProtocolTarget, argv: readonly string[]): Promise<ProtocolOutcome> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const printed: unknown[] = [];
  const io: ProtocolIo = {
    stdout: (text) => stdout.push(text),
    stderr: (text) => stderr.push(text),
    readStdin: () => Promise.resolve(""),
    env: process.env,
    printJson: (value) => printed.push(value),
  };
  const code = await runProtocol(target.definition, argv, { skillDir: target.skillDir, io, ...(target.sessionCache === undefined ? {} : { sessionCache: target.sessionCache }) });
  const failure = code === 0 ? undefined : stderr.findLast((text) => text.startsWith(errorPrefix));
  for (const text of stderr) if (text !== failure) target.log(text);
  if (code === 0) return { ok: true, printed: printed.length > 0 ? printed.at(-1) : JSON.parse(stdout.join("")) };
  return { ok: false, message: failure === undefined ? `the call failed with exit code ${code}` : failure.slice(errorPrefix.length).trimEnd() };
}
