// Loads an API description the user names: a file, or an http(s) URL. JSON, or YAML (OpenAPI documents
// are often written in it). Bounded in size and time; every failure is a CODE_MODE_SPEC_UNREADABLE
// error saying what was expected and what was found.
import { open } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
import { CodeModeError } from "./code-mode-error.js";
import { parseJson, type JsonValue } from "./json-value.js";

export interface LoadSpecOptions {
  /** Bytes read at most (default 10 MiB). */
  readonly maxBytes?: number;
  /** For a URL: milliseconds to wait for the whole answer (default 10,000). */
  readonly timeoutMs?: number;
}

const defaultMaxBytes = 10 * 1024 * 1024;

/** The spec at `source` (a path, or an http:// or https:// URL) as a JSON value. */
export async function loadSpec(source: string, options: LoadSpecOptions = {}): Promise<JsonValue> {
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const text = /^https?:\/\//i.test(source)
    ? await fetchText(source, { maxBytes, timeoutMs: options.timeoutMs ?? 10_000 })
    : await readText(source, maxBytes);
  return parseSpec(source, text);
}

function unreadable(source: string, why: string, cause?: unknown): CodeModeError {
  return new CodeModeError({
    code: "CODE_MODE_SPEC_UNREADABLE",
    message: `cannot load the API description ${source}: ${why}`,
    data: { source },
    ...(cause === undefined ? {} : { cause }),
  });
}

async function readText(path: string, maxBytes: number): Promise<string> {
  let file;
  try {
    file = await open(path, "r");
  } catch (error) {
    throw unreadable(path, error instanceof Error ? error.message : String(error), error);
  }
  try {
    const stat = await file.stat();
    if (!stat.isFile()) throw unreadable(path, "it is not a file");
    if (stat.size > maxBytes) throw unreadable(path, `it is ${stat.size} bytes; at most ${maxBytes} are read`);
    const buffer = Buffer.alloc(stat.size);
    const { bytesRead } = await file.read(buffer, 0, stat.size, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await file.close();
  }
}

async function fetchText(url: string, bounds: { readonly maxBytes: number; readonly timeoutMs: number }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(bounds.timeoutMs), redirect: "follow" });
  } catch (error) {
    throw unreadable(url, `the request failed (${error instanceof Error ? error.message : String(error)})`, error);
  }
  if (!response.ok) throw unreadable(url, `the server answered ${response.status} ${response.statusText}`);
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > bounds.maxBytes) {
        await reader.cancel();
        throw unreadable(url, `the answer is over ${bounds.maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (CodeModeError.isInstance(error)) throw error;
    throw unreadable(url, `reading the answer failed (${error instanceof Error ? error.message : String(error)})`, error);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseSpec(source: string, text: string): JsonValue {
  try {
    return parseJson(text);
  } catch {
    // Not JSON: YAML, of which JSON is a subset.
  }
  let parsed: unknown;
  try {
    parsed = parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    throw unreadable(source, `it is neither JSON nor YAML (${error instanceof Error ? error.message : String(error)})`, error);
  }
  if (typeof parsed !== "object" || parsed === null)
    throw unreadable(source, `expected an object (an OpenAPI document), found ${parsed === null ? "null" : typeof parsed}`);
  return parseJson(JSON.stringify(parsed));
}
