// A JSON-RPC error as a whole HTTP answer: what every refusal of both HTTP servers is written with.
import type { ServerResponse } from "node:http";

/** Answers with a JSON-RPC error (id null unless given). */
export function answerError(
  res: ServerResponse,
  answer: {
    readonly status: number;
    readonly code: number;
    readonly message: string;
    readonly id?: string | number | null;
    readonly headers?: Readonly<Record<string, string>>;
  },
): void {
  const body = JSON.stringify({ jsonrpc: "2.0", id: answer.id ?? null, error: { code: answer.code, message: answer.message } });
  res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
  res.end(body);
}
