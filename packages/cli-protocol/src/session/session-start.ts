// `start --session new`: write the header and the first result, print the pointer.
import { join } from "node:path";
import type { EngineResult, PromptResult } from "@skill-kit/core";
import type { ParsedArgs } from "../args.js";
import { handshakeOf, hostChoice } from "../handshake-flags.js";
import { createRun, printResult, type ProtocolContext } from "../protocol-context.js";
import { readParams } from "../stateless.js";
import { UsageError } from "../usage-error.js";
import { sessionDir } from "./session-dir.js";
import { createSessionFile } from "./session-file.js";
import { newSessionId, sessionFileName } from "./session-id.js";
import { resultLine, type SessionHeader } from "./session-lines.js";

export async function sessionStart(context: ProtocolContext, args: ParsedArgs): Promise<number> {
  const outputMode = args.flags.get("output-mode") ?? "file";
  if (outputMode !== "file" && outputMode !== "flag") throw new UsageError(`--output-mode must be "file" or "flag", found ${JSON.stringify(outputMode)}`);
  const params = await readParams(context, args);
  const choice = hostChoice(args);
  const run = createRun(context, { params, host: handshakeOf(choice) });
  const result = await run.start();
  const dir = sessionDir(args.flags.get("session-dir"), context.io.env);
  const sessionId = newSessionId();
  const file = join(dir, sessionFileName(sessionId));
  const header: SessionHeader = {
    type: "header",
    sessionId,
    skill: context.definition.name,
    ...(context.subskill === undefined ? {} : { subskill: context.subskill }),
    host: choice.host,
    ...(choice.tools ? { tools: choice.tools } : {}),
    ...(choice.isSubagent ? { isSubagent: true } : {}),
    params,
    createdAt: new Date().toISOString(),
    outputMode,
  };
  const lines = [`${JSON.stringify(header)}\n`, ...intermediateLines(result), resultLine(result)];
  createSessionFile(file, lines.join(""));
  const pointer = { sessionId, file, line: lines.length };
  printResult(context, args.switches.has("print") ? { ...pointer, result } : pointer);
  return 0;
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
