// The MCP side of the reliability suite: a reliability fixture served by its own `scripts/run mcp`,
// every answer classified and checked against the invariants, and session-file snapshots.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { connectStdioClient, type CallToolResult, type StdioClient } from "@skill-kit/mcp-testing";
import { built } from "./built.js";
import { appendOnly, hangMs } from "./harness.js";

/** `./name` is a fixture of fixtures/reliability/ (see built.ts). */
export const serveFixture = (name: string, sessions: string): Promise<StdioClient> =>
  connectStdioClient({ command: built(name), args: ["mcp", "--session-dir", sessions] });

/** What a call came back with: a tool result, a JSON-RPC error, a failure of the client itself, or nothing in time. */
export type Answer =
  | { readonly kind: "result"; readonly result: CallToolResult; readonly ms: number }
  | { readonly kind: "rpc-error"; readonly code: number; readonly message: string; readonly ms: number }
  | { readonly kind: "client-error"; readonly message: string; readonly ms: number }
  | { readonly kind: "hang"; readonly ms: number };

/** Answers the SDK client raises itself because the server's result broke the tool's output schema. */
const schemaBreach = /output schema|structured content/i;

export async function ask(server: StdioClient, tool: string, args: unknown, timeoutMs = hangMs): Promise<Answer> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => {
      resolve("late");
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([server.callTool(tool, args as Record<string, unknown>), late]);
    const ms = Date.now() - started;
    return result === "late" ? { kind: "hang", ms } : { kind: "result", result, ms };
  } catch (error) {
    const ms = Date.now() - started;
    const message = error instanceof Error ? error.message : String(error);
    const code =
      typeof error === "object" && error !== null && "code" in error && typeof error.code === "number" ? error.code : undefined;
    return code === undefined || schemaBreach.test(message)
      ? { kind: "client-error", message, ms }
      : { kind: "rpc-error", code, message, ms };
  } finally {
    clearTimeout(timer);
  }
}

export const textOf = (result: CallToolResult): string =>
  result.content.map((item) => (item.type === "text" ? item.text : "")).join("");
/** A V8 stack frame line, as in the CLI's contract check. */
const stackTrace = /\n\s+at /;

/**
 * The invariants of one answer: it came in time; a JSON-RPC error or an `isError` result carries a
 * message; a result carries its structured content, and its text is that content as JSON (`topics`
 * lists names instead); no text holds a stack trace (once `echoed`, the hostile text itself, is
 * taken out). Returns the violation, or undefined.
 */
export function answerViolation(tool: string, answer: Answer, echoed = ""): string | undefined {
  if (answer.kind === "hang") return `no answer within ${answer.ms} ms`;
  if (answer.kind === "client-error") return `the client failed: ${answer.message.slice(0, 300)}`;
  const traced = (text: string): boolean =>
    stackTrace.test(echoed === "" ? text : text.replaceAll(echoed, "").replaceAll(JSON.stringify(echoed).slice(1, -1), ""));
  if (answer.kind === "rpc-error")
    return answer.message.trim() === "" || traced(answer.message)
      ? `JSON-RPC error ${answer.code}: ${answer.message.slice(0, 300)}`
      : undefined;
  const { result } = answer;
  const text = textOf(result);
  if (traced(text)) return `stack trace in the text: ${text.slice(0, 300)}`;
  if (result.isError === true) return text.trim() === "" ? "isError without a message" : undefined;
  const structured = result.structuredContent;
  if (structured === undefined) return `no structured content: ${text.slice(0, 300)}`;
  if (structured["status"] === "error" && (typeof structured["message"] !== "string" || structured["message"] === ""))
    return "status error without a message";
  if (tool !== "topics" && text !== JSON.stringify(structured))
    return `text is not the structured content: ${text.slice(0, 300)}`;
  return undefined;
}

/** How an answer counts in the figures: ok, refused (`status: "error"`), isError, or a JSON-RPC error. */
export function outcomeOf(answer: Answer): "ok" | "refused" | "isError" | "rpc-error" | "broken" {
  if (answer.kind === "rpc-error") return "rpc-error";
  if (answer.kind !== "result") return "broken";
  if (answer.result.isError === true) return "isError";
  return answer.result.structuredContent?.["status"] === "error" ? "refused" : "ok";
}

const read = new Map<string, { readonly stamp: string; readonly bytes: string }>();
/** A file's bytes, read again only when its size, mtime (ns) or inode changed since the last read. */
function bytesOf(path: string): string {
  const stat = statSync(path, { bigint: true });
  const stamp = `${stat.size}:${stat.mtimeNs}:${stat.ino}`;
  const known = read.get(path);
  if (known?.stamp === stamp) return known.bytes;
  const bytes = readFileSync(path, "utf8");
  read.set(path, { stamp, bytes });
  return bytes;
}

/** Every session file of `dir` (lock files come and go with each call) and its bytes. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) if (!name.endsWith(".lock")) files.set(name, bytesOf(join(dir, name)));
  return files;
}

/** Files that changed other than by an append, vanished, or appeared without being `created`. */
export function fileViolations(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  created: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const [name, bytes] of before) {
    const now = after.get(name);
    if (now === undefined) problems.push(`${name} vanished`);
    else if (!appendOnly(bytes, now)) problems.push(`${name} was rewritten`);
  }
  for (const name of after.keys()) if (!before.has(name) && !created.includes(name)) problems.push(`${name} appeared`);
  return problems;
}

export const sessionFile = (session: unknown): string => `skill-kit-${String(session)}.jsonl`;

/** The probe fixture's view of the server process: the `state` topic says whether Object.prototype changed. */
export async function probeState(server: StdioClient): Promise<string> {
  const answer = await ask(server, "topic", { name: "state" });
  if (answer.kind !== "result") return `no state: ${answer.kind} ${"message" in answer ? answer.message : ""}`;
  const content = answer.result.structuredContent?.["content"];
  return typeof content === "string" ? content : `no state: ${textOf(answer.result).slice(0, 200)}`;
}
