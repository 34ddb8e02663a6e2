// Checks the envelope of one JSON-RPC line before the SDK sees it. The SDK's stdio transport drops a
// line that fails its schema with no reply (params null, id 1.5, an extra key, a batch); here each
// gets a JSON-RPC error naming what is wrong, with the line's id when it has a usable one.

const requestKeys = new Set(["jsonrpc", "id", "method", "params"]);
const responseKeys = new Set(["jsonrpc", "id", "result", "error"]);

export interface EnvelopeError {
  /** The id to answer with: the line's own when it is a string or a whole number, else null. */
  readonly id: string | number | null;
  readonly code: -32700 | -32600;
  readonly message: string;
}

const usableId = (value: unknown): value is string | number => typeof value === "string" || Number.isSafeInteger(value);

/** What is wrong with the line, or undefined when the SDK may have it. */
export function envelopeError(line: string): EnvelopeError | undefined {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch (error) {
    return {
      id: null,
      code: -32700,
      message: `Parse error: the line is not JSON (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (Array.isArray(message))
    return { id: null, code: -32600, message: "Invalid request: batches are not supported; send one message per line" };
  if (typeof message !== "object" || message === null)
    return { id: null, code: -32600, message: "Invalid request: a message must be a JSON object" };
  const record = message as Record<string, unknown>;
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
  if (isResponse) return undefined;
  if (typeof record["method"] !== "string") return invalid(`"method" must be a string, found ${describe(record["method"])}`);
  const params = record["params"];
  if (Object.hasOwn(record, "params") && (typeof params !== "object" || params === null || Array.isArray(params)))
    return invalid(`"params" must be an object, found ${describe(params)}`);
  return undefined;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
