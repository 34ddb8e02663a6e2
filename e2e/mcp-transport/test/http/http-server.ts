// Starts a built fixture's `scripts/run mcp --http` and talks to it with raw HTTP where a test
// needs to send what the SDK's client never would.
import { readdirSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { serverCommand } from "@skill-kit/test-utils/mcp-client";

/**
 * `scripts/run mcp --http --port 0 …` of a fixture built `--with http,stores` (the parts a default
 * build leaves out: these tests serve over HTTP, some with a database store); resolves once it listens. Without
 * `--tokens` in `args` it passes `--no-token`: these tests call without a token unless they test
 * tokens (the token made at start is tested in token-file.test.ts).
 */
export function startSkillOverHttp(skill: string, args: readonly string[]): Promise<HttpServerProcess> {
  const open = args.includes("--tokens") ? [] : ["--no-token"];
  return startHttpServer(serverCommand(skill, ["--http", "--port", "0", ...open, ...args], ["http", "stores"]));
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/**
 * Sends a request with node:http. `body` may be a string or a number of bytes of `x` (sent in 64 KB
 * chunks, without Content-Length unless `declare` is set). Resolves with the answer even when the
 * server closes the connection before the whole body was sent.
 */
export function rawRequest(
  url: string,
  options: {
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string | number;
    readonly declare?: boolean;
  } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  const body = options.body ?? "";
  const length = typeof body === "number" ? body : Buffer.byteLength(body);
  const headers = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    ...(typeof body === "string" || options.declare === true ? { "content-length": String(length) } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: options.method ?? "POST",
      headers,
    });
    req.once("response", (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.once("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
    });
    // A server that stops reading may end the upload; the answer it sent first still counts.
    req.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
      else
        setTimeout(() => {
          reject(new Error(`the connection ended (${String(error.code)}) with no answer`));
        }, 2000).unref();
    });
    if (typeof body === "string") {
      req.end(body);
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    const pump = (): void => {
      while (sent < body && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** Every entry under `dir` with its size and change time: equal snapshots mean nothing was touched. */
export function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((name) => {
      const stat = statSync(join(dir, name));
      return `${name} ${String(stat.size)} ${String(stat.mtimeMs)} ${String(stat.ctimeMs)}`;
    });
}
