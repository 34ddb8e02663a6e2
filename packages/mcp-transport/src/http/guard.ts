// The first stage of a request (handle-request.ts), before its token is looked at or its body read:
// a path other than `/mcp` is answered 404, and a loopback server answers 403 to a request whose Host
// or Origin names another host (DNS rebinding protection).
import type { IncomingMessage } from "node:http";
import { answerError } from "./answer-error.js";
import { isLoopback } from "./http-settings.js";
import type { Exchange } from "./request-stages.js";

/** Host names a browser on this machine uses for a loopback server. */
const loopbackName = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

/** True when the request goes on; false when it was refused (and answered). `host` is the address served. */
export function guard(exchange: Exchange, host: string): boolean {
  const { req, res } = exchange;
  const path = new URL(req.url ?? "/", "http://localhost").pathname;
  if (path !== "/mcp") {
    answerError(res, { status: 404, code: -32000, message: `Not found: MCP is served at /mcp, not ${path}` });
    return false;
  }
  const foreign = isLoopback(host) ? foreignName(req) : undefined;
  if (foreign !== undefined) {
    answerError(res, {
      status: 403,
      code: -32000,
      message: `Forbidden: ${foreign}; a server on a loopback address answers only requests addressed to a loopback name (DNS rebinding protection)`,
    });
    return false;
  }
  return true;
}

/** What names a host other than loopback: the `Host` header, or an `Origin` header's host; undefined when both are loopback. */
function foreignName(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? "";
  if (!loopbackName.test(host)) return `the Host header is ${JSON.stringify(host)}`;
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return `the Origin header is ${JSON.stringify(origin)}`;
  }
  return loopbackName.test(originHost) ? undefined : `the Origin header is ${JSON.stringify(origin)}`;
}
