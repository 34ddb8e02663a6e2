// 2026-07-28 requests as raw HTTP: the headers and `_meta` a modern client sends, and the JSON-RPC
// answer read back (a single JSON body; no server-to-client messages come before a result here).
import { rawRequest, type RawAnswer } from "../http/http-server.js";

export const modernVersion = "2026-07-28";

export interface ModernCall {
  readonly method: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly token?: string | undefined;
  /** Declares form elicitation in the request's client capabilities. */
  readonly forms?: boolean;
  /** Replaces the headers a modern client sends. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly version?: string;
}

let nextId = 1;

export function modernRequest(url: string, call: ModernCall): Promise<RawAnswer> {
  const version = call.version ?? modernVersion;
  const name = call.params?.["name"] ?? call.params?.["uri"];
  const headers = call.headers ?? {
    "mcp-protocol-version": version,
    "mcp-method": call.method,
    ...(typeof name === "string" ? { "mcp-name": name } : {}),
  };
  const _meta = {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientCapabilities": call.forms === true ? { elicitation: { form: {} } } : {},
    "io.modelcontextprotocol/clientInfo": { name: "raw-test", version: "1" },
  };
  const body = JSON.stringify({ jsonrpc: "2.0", id: nextId++, method: call.method, params: { ...call.params, _meta } });
  return rawRequest(url, {
    body,
    headers: { ...headers, ...(call.token === undefined ? {} : { authorization: `Bearer ${call.token}` }) },
  });
}

/** The JSON-RPC answer of a raw exchange: its `result` or its `error`. */
export function rpcOf(answer: RawAnswer): {
  readonly result?: Record<string, unknown>;
  readonly error?: Record<string, unknown>;
} {
  const parsed: unknown = JSON.parse(answer.body);
  if (typeof parsed !== "object" || parsed === null) throw new Error(`not JSON-RPC: ${answer.body}`);
  const record = Object.fromEntries(Object.entries(parsed));
  const part = (key: string): Record<string, unknown> | undefined => {
    const value: unknown = record[key];
    return typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : undefined;
  };
  const result = part("result");
  const error = part("error");
  return { ...(result === undefined ? {} : { result }), ...(error === undefined ? {} : { error }) };
}
