// `startSession`: run the first step, write the header and the first result to a new session file.
import type { EngineResult, PromptResult, SkillDefinition } from "@skill-kit/core";
import { handshakeOf, type HostChoice } from "../handshake-flags.js";
import { createRun } from "../protocol-context.js";
import { newSessionId } from "./session-id.js";
import { lineResult, resultLine, withLines, type SessionHeader } from "./session-lines.js";
import {
  logOf,
  outcomeOf,
  runContextOf,
  storeOf,
  type SessionOptions,
  type SessionOutcome,
  type SessionResult,
} from "./session-options.js";

export interface StartSessionOptions extends SessionOptions {
  /** The skill's params (checked against its params schema: a `ParamsError` when they fail). */
  readonly params: Readonly<Record<string, unknown>>;
  /** Start this sub-skill directly instead of the dispatcher (recorded in the header). */
  readonly subskill?: string | undefined;
  /** `--host`, `--tools`, `--subagent`; `generic` by default. */
  readonly host?: HostChoice | undefined;
  /** `file` (the agent may append output lines itself; the default) or `flag`. */
  readonly outputMode?: "file" | "flag" | undefined;
}

/** What `start --session new --print` prints: the pointer and the first result. */
export interface SessionStarted {
  readonly sessionId: string;
  /** Where the run lives: its session file's path, or the store's own name for it. */
  readonly file: string;
  /** The number of lines in the new file (the result's line). */
  readonly line: number;
  readonly result: SessionResult;
}

/** Starts a run and writes its session file; a failure (bad params, a throwing action) creates no file. */
export function startSession(definition: SkillDefinition, options: StartSessionOptions): Promise<SessionOutcome<SessionStarted>> {
  return outcomeOf(async () => {
    const choice = options.host ?? { host: "generic" };
    const run = createRun(runContextOf(definition, options, options.subskill), {
      params: options.params,
      host: handshakeOf(choice),
      log: logOf(options),
    });
    const result = await run.start();
    const sessionId = newSessionId();
    const header: SessionHeader = {
      type: "header",
      sessionId,
      skill: definition.name,
      ...(options.subskill === undefined ? {} : { subskill: options.subskill }),
      host: choice.host,
      ...(choice.tools ? { tools: choice.tools } : {}),
      ...(choice.isSubagent ? { isSubagent: true } : {}),
      params: options.params,
      createdAt: new Date().toISOString(),
      outputMode: options.outputMode ?? "file",
      ...(options.owner === undefined ? {} : { owner: options.owner }),
    };
    const lines = [`${JSON.stringify(header)}\n`, ...intermediateLines(result), resultLine(result)];
    const file = await storeOf(options).create({ id: sessionId, owner: options.owner, lines });
    const last = withLines({ header, lines: [], cleanBytes: 0, torn: undefined, missingNewline: false }, lines.slice(-1))
      .lines[0];
    return { sessionId, file, line: lines.length, result: last === undefined ? {} : lineResult(last) };
  });
}

/**
 * One informational prompt line per prompt-less step that ran, before the result line. They
 * carry no `completed`/`autoAdvanced`, so the history is rebuilt from result lines alone.
 */
export function intermediateLines(result: EngineResult): string[] {
  if (result.kind === "error" || result.kind === "redirect") return [];
  return (result.autoAdvanced ?? []).map((entry) => {
    const line: PromptResult = { kind: "prompt", step: entry.step, prompt: "<prompt>\n\n</prompt>", schema: null };
    return resultLine(line);
  });
}
