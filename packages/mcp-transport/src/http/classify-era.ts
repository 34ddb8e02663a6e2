// The fourth stage of a request (handle-request.ts): which protocol era it belongs to, by the SDK's
// own test, and so which path answers it. A 2026-07-28 request declares its client itself and goes
// through the SDK's stateless handler; a 2025-era message is an answer to one of the server's own
// requests, a notification, or a request, whose client's declaration comes from `initialize` or from
// the `mcp-session-id` header (client-declaration.ts).
import type { IncomingMessage } from "node:http";
import { classifyInboundRequest } from "@modelcontextprotocol/server";
import { declarationFromSessionId, declarationOf } from "./client-declaration.js";
import type { AdmittedRequest, ClassifiedRequest } from "./request-stages.js";
import { headerOf } from "./web-exchange.js";

/** The headers the SDK classifies a request by, by their names in its `InboundHttpRequest`. */
const headerKeys = [
  ["protocolVersionHeader", "mcp-protocol-version"],
  ["mcpMethodHeader", "mcp-method"],
  ["mcpNameHeader", "mcp-name"],
] as const;

/** `request` with the path that answers it. */
export function classifyEra(req: IncomingMessage, request: AdmittedRequest): ClassifiedRequest {
  const { message } = request;
  if (!isLegacy(req, message)) return { ...request, kind: "modern" };
  if (typeof message["method"] !== "string") return { ...request, kind: "legacy-answer" };
  if (!Object.hasOwn(message, "id")) return { ...request, kind: "legacy-notification" };
  const initializing = message["method"] === "initialize";
  const client = initializing
    ? declarationOf(message["params"])
    : declarationFromSessionId(typeof req.headers["mcp-session-id"] === "string" ? req.headers["mcp-session-id"] : undefined);
  return { ...request, kind: "legacy-request", initializing, client };
}

/** True when the SDK would serve `message` on its 2025-era leg (the same test as its `isLegacyRequest`). */
export function isLegacy(req: IncomingMessage, message: Readonly<Record<string, unknown>>): boolean {
  const headers: Record<string, string> = {};
  for (const [key, name] of headerKeys) {
    const value = headerOf(req, name);
    if (value !== undefined) headers[key] = value;
  }
  return classifyInboundRequest({ httpMethod: "POST", ...headers, body: message }).kind === "legacy";
}
