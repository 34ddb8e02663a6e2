// A client for `execute` that calls one HTTP API: requests go to paths under its base URL only, with the
// host's headers (credentials stay on the host), and the answer comes back as JSON data, bounded.
import { isJsonObject, parseJson, type CodeModeClient, type JsonValue } from "./json-value.js";

export interface HttpClientOptions {
  /** Every request's URL starts with it, e.g. `https://api.example.com/v1`. */
  readonly baseUrl: string;
  /** Sent with every request (e.g. an authorization header), never shown to the code. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Milliseconds per request (default 10,000). */
  readonly timeoutMs?: number;
  /** Bytes of an answer's body at most (default 1 MiB). */
  readonly maxResponseBytes?: number;
}

/** What the code passes: `await clients.api({ method: "GET", path: "/pets", query: { limit: 5 } })`. */
export interface HttpRequest {
  readonly method?: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  readonly body?: JsonValue;
}

/** What the code gets back: the status and the body (parsed when it is JSON, else text). */
export interface HttpAnswer {
  readonly status: number;
  readonly body: JsonValue;
}

const methods = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

export function httpClient(options: HttpClientOptions): CodeModeClient {
  const base = new URL(options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
  const maxBytes = options.maxResponseBytes ?? 1024 * 1024;
  return {
    description: `an HTTP request to ${base.href}: clients.<name>({ method, path, query?, body? }) → { status, body } (body parsed when JSON)`,
    call: async (request?: JsonValue) => {
      const { method, url, body } = requestOf(base, request);
      const response = await fetch(url, {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        redirect: "error",
      });
      const text = await boundedText(response, maxBytes);
      const json = (response.headers.get("content-type") ?? "").includes("json") && text !== "";
      const answer: HttpAnswer = { status: response.status, body: json ? parseJson(text) : text };
      return answer;
    },
  };
}

function requestOf(base: URL, request: JsonValue | undefined): { method: string; url: URL; body: string | undefined } {
  if (!isJsonObject(request)) throw new TypeError("expected one object: { method, path, query?, body? }");
  const path = request["path"];
  if (typeof path !== "string" || !path.startsWith("/")) throw new TypeError('"path" must be a string starting with "/"');
  const method = typeof request["method"] === "string" ? request["method"].toUpperCase() : "GET";
  if (!methods.has(method)) throw new TypeError(`unknown method "${method}"`);
  const url = new URL(path.slice(1), base);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname))
    throw new TypeError(`"${path}" leaves the API's base URL ${base.href}`);
  const query = request["query"];
  if (isJsonObject(query))
    for (const [key, value] of Object.entries(query))
      url.searchParams.set(key, typeof value === "string" ? value : JSON.stringify(value));
  const body = request["body"];
  return { method, url, body: body === undefined ? undefined : JSON.stringify(body) };
}

async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RangeError(`the answer is over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
