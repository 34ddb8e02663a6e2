// Checks the envelope of one JSON-RPC line before the SDK sees it. The SDK's stdio transport drops a
// line that fails its schema with no reply (params null, id 1.5, an extra key, a batch); here each
// gets a JSON-RPC error naming what is wrong, with the line's id when it has a usable one.

import type { JSONRPCMessage } from "@modelcontextprotocol/server";

const requestKeys = new Set(["jsonrpc", "id", "method", "params"]);
const responseKeys = new Set(["jsonrpc", "id", "result", "error"]);

export interface EnvelopeError {
  /** The id to answer with: the line's own when it is a string or a whole number, else null. */
  readonly id: string | number | null;
  readonly code: -32700 | -32600;
  readonly message: string;
}

const usableId = (value: unknown): value is string | number => typeof value === "string" || Number.isSafeInteger(value);

/** The line's message when its envelope is sound (parsed once), else what is wrong with it. */
export function checkEnvelope(line: string): { readonly message: JSONRPCMessage } | { readonly error: EnvelopeError } {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch (error) {
    return {
      error: {
        id: null,
        code: -32700,
        message: `Parse error: the line is not JSON (${error instanceof Error ? error.message : String(error)})`,
      },
    };
  }
  if (Array.isArray(message))
    return {
      error: { id: null, code: -32600, message: "Invalid request: batches are not supported; send one message per line" },
    };
  if (!isRecord(message))
    return { error: { id: null, code: -32600, message: "Invalid request: a message must be a JSON object" } };
  const error = recordError(message);
  return error === undefined && isMessage(message)
    ? { message }
    : { error: error ?? { id: null, code: -32600, message: "Invalid request" } };
}

function recordError(record: Record<string, unknown>): EnvelopeError | undefined {
  const id = usableId(record["id"]) ? record["id"] : null;
  const invalid = (text: string): EnvelopeError => ({ id, code: -32600, message: `Invalid request: ${text}` });
  if (record["jsonrpc"] !== "2.0") return invalid(`"jsonrpc" must be "2.0", found ${describe(record["jsonrpc"])}`);
  const isResponse = !Object.hasOwn(record, "method") && (Object.hasOwn(record, "result") || Object.hasOwn(record, "error"));
  const allowed = isResponse ? responseKeys : requestKeys;
  const extra = Object.keys(record).find((key) => !allowed.has(key));
  if (extra !== undefined)
    return invalid(`unknown key ${JSON.stringify(extra)} in the message (allowed: ${[...allowed].join(", ")})`);
  if (Object.hasOwn(record, "id") && !usableId(record["id"]))
    return invalid(`"id" must be a string or a whole number, found ${describe(record["id"])}`);
  if (isResponse) return responseError(record, invalid);
  if (typeof record["method"] !== "string") return invalid(`"method" must be a string, found ${describe(record["method"])}`);
  const params = record["params"];
  if (Object.hasOwn(record, "params") && (typeof params !== "object" || params === null || Array.isArray(params)))
    return invalid(`"params" must be an object, found ${describe(params)}`);
  return undefined;
}

/** A response's own shape: an id, and a result object or an error with a whole-number code and a message. */
function responseError(record: Record<string, unknown>, invalid: (text: string) => EnvelopeError): EnvelopeError | undefined {
  if (!Object.hasOwn(record, "id")) return invalid(`a response needs the "id" of the request it answers`);
  if (Object.hasOwn(record, "result") && Object.hasOwn(record, "error"))
    return invalid(`a response has "result" or "error", not both`);
  const { result, error } = record;
  if (Object.hasOwn(record, "result") && (!isRecord(result) || Array.isArray(result)))
    return invalid(`"result" must be an object, found ${describe(result)}`);
  if (
    Object.hasOwn(record, "error") &&
    !(isRecord(error) && Number.isSafeInteger(error["code"]) && typeof error["message"] === "string")
  )
    return invalid(`"error" must be an object with a whole-number "code" and a "message", found ${describe(error)}`);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Only called on a record whose envelope `recordError` found sound: a request, notification or response. */
function isMessage(record: Record<string, unknown>): record is JSONRPCMessage & Record<string, unknown> {
  return record["jsonrpc"] === "2.0";
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
