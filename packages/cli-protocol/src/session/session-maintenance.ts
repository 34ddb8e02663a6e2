// `cleanup --session ID`, `sessions list` and `sessions clean --older-than <duration>`.
import { lstatSync, readdirSync, rmSync, type Stats } from "node:fs";
import { join } from "node:path";
import type { ParsedArgs } from "../args.js";
import type { ProtocolContext } from "../protocol-context.js";
import { UsageError } from "@skill-kit/core";
import { sessionDir } from "./session-dir.js";
import { readSessionFile } from "./session-file.js";
import { checkSessionId, sessionFileName, sessionFilePattern } from "./session-id.js";
import { isResultLine, parseSession } from "./session-lines.js";

export function cleanup(context: ProtocolContext, args: ParsedArgs): number {
  const id = args.flags.get("session");
  if (id === undefined) throw new UsageError("--session is required for cleanup");
  const dir = sessionDir(args.flags.get("session-dir"), context.io.env);
  removeSession(join(dir, sessionFileName(checkSessionId(id))));
  return 0;
}

export interface SessionSummary {
  readonly sessionId: string;
  readonly skill: string;
  readonly createdAt: string;
  readonly modifiedAt: string;
  /** "done", "pending <step>", or "unreadable: <why>". */
  readonly status: string;
}

export function sessions(context: ProtocolContext, args: ParsedArgs): number {
  const [, action] = args.words;
  const dir = sessionDir(args.flags.get("session-dir"), context.io.env);
  if (action === "list") {
    const list = summaries(dir);
    if (args.switches.has("json")) context.io.stdout(`${JSON.stringify(list)}\n`);
    else for (const s of list) context.io.stdout(`${s.sessionId}  ${s.skill}  ${s.createdAt}  ${s.status}\n`);
    return 0;
  }
  if (action === "clean") {
    const olderThan = args.flags.get("older-than");
    if (olderThan === undefined) throw new UsageError("sessions clean needs --older-than <duration>, e.g. 7d, 12h, 30m");
    const cutoff = Date.now() - durationMs(olderThan);
    const removed = summaries(dir).filter(
      (s) => Date.parse(s.modifiedAt) < cutoff && removeSession(join(dir, sessionFileName(s.sessionId))),
    );
    if (args.switches.has("json")) context.io.stdout(`${JSON.stringify(removed.map((s) => s.sessionId))}\n`);
    else context.io.stderr(`removed ${removed.length} session(s) older than ${olderThan} from ${dir}\n`);
    return 0;
  }
  throw new UsageError(`sessions needs "list" or "clean --older-than <duration>", found ${JSON.stringify(action ?? "")}`);
}

function summaries(dir: string): SessionSummary[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const id = sessionFilePattern.exec(name)?.[1];
      return id === undefined ? [] : [summary(join(dir, name), id)];
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** One entry's summary. The entry itself is looked at, never what a link points to: a dangling link, a FIFO or a folder is listed as unreadable. */
function summary(path: string, id: string): SessionSummary {
  let modifiedAt: string;
  try {
    const entry = lstatSync(path);
    modifiedAt = entry.mtime.toISOString();
    if (!entry.isFile()) return unreadable(id, modifiedAt, `not a regular file (${kindOf(entry)})`);
  } catch (error) {
    // Removed by another call after the folder was read.
    return unreadable(id, new Date(0).toISOString(), error instanceof Error ? error.message : String(error));
  }
  try {
    const session = parseSession(readSessionFile(path, id), id);
    const last = session.lines.findLast(isResultLine)?.value;
    const step = typeof last?.["step"] === "string" ? last["step"] : "?";
    const status = last?.["kind"] === "done" ? "done" : `pending ${step}${session.torn === undefined ? "" : " (torn tail)"}`;
    return { sessionId: id, skill: session.header.skill, createdAt: session.header.createdAt, modifiedAt, status };
  } catch (error) {
    return unreadable(id, modifiedAt, error instanceof Error ? error.message : String(error));
  }
}

function unreadable(sessionId: string, modifiedAt: string, why: string): SessionSummary {
  return { sessionId, skill: "?", createdAt: modifiedAt, modifiedAt, status: `unreadable: ${why}` };
}

function kindOf(entry: Stats): string {
  if (entry.isSymbolicLink()) return "a symbolic link";
  if (entry.isFIFO()) return "a FIFO";
  if (entry.isDirectory()) return "a folder";
  return "a special file";
}

/** Removes a session file (or a link or FIFO in its place) and its lock; a folder in its place is left. */
function removeSession(path: string): boolean {
  try {
    rmSync(path, { force: true });
  } catch {
    return false;
  }
  rmSync(`${path}.lock`, { force: true });
  return true;
}

function durationMs(text: string): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(text);
  if (match === null)
    throw new UsageError(`--older-than takes a number and a unit (s, m, h, d), e.g. 7d; found ${JSON.stringify(text)}`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "s" | "m" | "h" | "d"];
  return Number(match[1]) * unit;
}
