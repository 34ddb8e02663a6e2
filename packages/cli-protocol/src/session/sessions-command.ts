// `cleanup --session ID`, `sessions list` and `sessions clean --older-than <duration>`.
import { join } from "node:path";
import { UsageError } from "@skill-kit/core";
import { sessionDir } from "@skill-kit/sessions";
import { removeSessionFile, sessionFileName, sessionSummaries } from "@skill-kit/sessions/internal";
import type { ParsedArgs } from "../args.js";
import type { ProtocolContext } from "../protocol-context.js";

export function cleanup(context: ProtocolContext, args: ParsedArgs): number {
  const id = args.flags.get("session");
  if (id === undefined) throw new UsageError("--session is required for cleanup");
  const dir = sessionDir(args.flags.get("session-dir"), context.io.env);
  removeSessionFile(join(dir, sessionFileName(id)));
  return 0;
}

export function sessions(context: ProtocolContext, args: ParsedArgs): number {
  const [, action] = args.words;
  const dir = sessionDir(args.flags.get("session-dir"), context.io.env);
  if (action === "list") {
    const list = sessionSummaries(dir);
    if (args.switches.has("json")) context.io.stdout(`${JSON.stringify(list)}\n`);
    else for (const s of list) context.io.stdout(`${s.sessionId}  ${s.skill}  ${s.createdAt}  ${s.status}\n`);
    return 0;
  }
  if (action === "clean") {
    const olderThan = args.flags.get("older-than");
    if (olderThan === undefined) throw new UsageError("sessions clean needs --older-than <duration>, e.g. 7d, 12h, 30m");
    const cutoff = Date.now() - durationMs(olderThan);
    const removed = sessionSummaries(dir).filter(
      (s) => Date.parse(s.modifiedAt) < cutoff && removeSessionFile(join(dir, sessionFileName(s.sessionId))),
    );
    if (args.switches.has("json")) context.io.stdout(`${JSON.stringify(removed.map((s) => s.sessionId))}\n`);
    else context.io.stderr(`removed ${removed.length} session(s) older than ${olderThan} from ${dir}\n`);
    return 0;
  }
  throw new UsageError(`sessions needs "list" or "clean --older-than <duration>", found ${JSON.stringify(action ?? "")}`);
}

function durationMs(text: string): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(text);
  if (match === null)
    throw new UsageError(`--older-than takes a number and a unit (s, m, h, d), e.g. 7d; found ${JSON.stringify(text)}`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "s" | "m" | "h" | "d"];
  return Number(match[1]) * unit;
}
