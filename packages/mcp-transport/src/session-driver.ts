// Starts and advances durable sessions: every call is the CLI's session command on the same files.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkSessionId, sessionDir } from "@skill-kit/cli-protocol";
import { jsonArgument } from "./json-argument.js";
import { callProtocol, type ProtocolTarget } from "./protocol-call.js";
import { refusal, runResultOf } from "./run-result.js";
import type { RunResult } from "./tool-schemas.js";
import { parseWire, sessionPointerSchema, wireResultSchema } from "./wire-result.js";

export interface DriverSettings extends ProtocolTarget {
  readonly host: string;
  readonly tools: readonly string[];
  readonly sessionDir?: string | undefined;
}

/** A result for the agent, or a failure to report as `isError` (the session is unchanged). */
export type DriverOutcome = { readonly ok: true; readonly result: RunResult } | { readonly ok: false; readonly message: string };

export interface StartInput {
  readonly params?: Readonly<Record<string, unknown>> | undefined;
  readonly subskill?: string | undefined;
}

export interface AdvanceInput {
  readonly session: string;
  readonly step: string;
  readonly output: unknown;
}

export class SessionDriver {
  constructor(private readonly settings: DriverSettings) {}

  /** `start --session new --output-mode flag --print`, for the dispatcher or one sub-skill. */
  async start(input: StartInput): Promise<DriverOutcome> {
    const { definition } = this.settings;
    const subskills = definition.kind === "skill" ? Object.keys(definition.subskills ?? {}) : [];
    if (input.subskill !== undefined && !subskills.includes(input.subskill)) {
      const message = `Unknown sub-skill "${input.subskill}". Available: ${subskills.join(", ") || "(none)"}. Omit subskill to start at the dispatcher.`;
      return { ok: true, result: refusal({ message, retry: true }) };
    }
    const command = input.subskill === undefined ? ["start"] : [input.subskill, "start"];
    const paramsText = jsonArgument("params", input.params ?? {});
    if (!paramsText.ok) return paramsText;
    const params = ["--params", paramsText.text];
    const outcome = await callProtocol(this.settings, [...command, "--session", "new", "--output-mode", "flag", "--print", ...params, ...this.hostFlags(), ...this.dirFlags()]);
    if (!outcome.ok) return outcome;
    const pointer = parseWire(sessionPointerSchema, outcome.printed);
    return { ok: true, result: runResultOf(pointer.sessionId, pointer.result) };
  }

  /** `advance --session ID --step S --output O --print`: appends exactly as the CLI's flag mode. */
  async advance(input: AdvanceInput): Promise<DriverOutcome> {
    const malformed = malformedSession(input.session);
    if (malformed !== undefined) return malformed;
    const output = jsonArgument("output", input.output);
    if (!output.ok) return this.unknownSession(input.session) ?? output;
    const submission = ["--step", input.step, "--output", output.text];
    const outcome = await callProtocol(this.settings, ["advance", "--session", input.session, ...submission, "--print", ...this.dirFlags()]);
    // A call that failed may have failed for want of a session: that answer, and an unusable
    // directory, come first, as if they had been checked before the call (a call that succeeded
    // had both a checked directory and the file, so the usual call costs no extra lookups).
    if (!outcome.ok) return this.unknownSession(input.session) ?? outcome;
    return { ok: true, result: runResultOf(input.session, parseWire(wireResultSchema, outcome.printed)) };
  }

  /** An unusable session directory, or a (well-formed) id with no session file. */
  private unknownSession(session: string): DriverOutcome | undefined {
    let dir: string;
    try {
      dir = sessionDir(this.settings.sessionDir, process.env);
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (existsSync(join(dir, sessionFileName(session)))) return undefined;
    return { ok: true, result: refusal({ session, message: `Unknown session "${session}": it does not exist (or was cleaned up). Call start to begin a new session.`, retry: false }) };
  }

  private hostFlags(): string[] {
    return ["--host", this.settings.host, ...(this.settings.tools.length > 0 ? ["--tools", this.settings.tools.join(",")] : [])];
  }

  private dirFlags(): string[] {
    return this.settings.sessionDir === undefined ? [] : ["--session-dir", this.settings.sessionDir];
  }
}

/** An id the CLI would refuse, refused before anything touches the file system. */
function malformedSession(session: string): DriverOutcome | undefined {
  try {
    checkSessionId(session);
    return undefined;
  } catch {
    const shown = JSON.stringify(session.length > 40 ? `${session.slice(0, 40)}…` : session);
    const message = `Invalid session id ${shown}: expected 32 lowercase hex characters. Pass the session id exactly as start returned it.`;
    return { ok: true, result: refusal({ session: "", message, retry: true }) };
  }
}

/**
 * The CLI's session file name for a checked id. Adapter: cli-protocol does not export its
 * `sessionFileName`; this must stay equal to it (a test pins it against a CLI-created session).
 */
export function sessionFileName(session: string): string {
  return `skill-kit-${session}.jsonl`;
}
