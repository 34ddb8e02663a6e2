// One request through the studio: security headers, the gate, then an API route (JSON or events)
// or a file of the web app. GET never changes anything: every route that does is a POST, and a
// POST carries a JSON body, which a plain form of another site cannot send.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendError, sendEvents, sendJson } from "./answers.js";
import { passGate, type GateSetup } from "./gate.js";
import { setSecurityHeaders } from "./headers.js";
import { readJsonBody } from "./read-body.js";
import type { StudioContext, StudioRoute } from "./route.js";
import { findRoute } from "./router.js";
import { readAsset } from "./static-files.js";

export interface HandlerSetup extends GateSetup {
  readonly routes: readonly StudioRoute[];
  readonly context: StudioContext;
  readonly webDir: string;
  readonly maxBodyBytes: number;
}

interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
}

export function studioHandler(setup: HandlerSetup): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    handle(setup, { request, response }).catch(() => {
      if (!response.headersSent) sendError(response, 500, { code: "STUDIO_FAILED", message: "the studio failed to answer" });
      else response.end();
    });
  };
}

async function handle(setup: HandlerSetup, exchange: Exchange): Promise<void> {
  const { request, response } = exchange;
  setSecurityHeaders(response);
  if (!passGate(setup, exchange)) return;
  const method = request.method;
  if (method !== "GET" && method !== "POST") {
    response.setHeader("Allow", "GET, POST");
    sendError(response, 405, { code: "USAGE", message: `${method ?? "this method"} is not served` });
    return;
  }
  const url = new URL(request.url ?? "/", "http://studio.invalid");
  if (url.pathname.startsWith("/api/")) {
    await answerApi(setup, { exchange, method, url });
    return;
  }
  if (method !== "GET") {
    response.setHeader("Allow", "GET");
    sendError(response, 405, { code: "USAGE", message: "only GET is served outside /api/" });
    return;
  }
  const asset = readAsset(setup.webDir, url.pathname);
  if (asset === undefined) {
    sendError(response, 404, { code: "STUDIO_NOT_FOUND", message: "no such file" });
    return;
  }
  response.writeHead(200, { "Content-Type": asset.type, "Content-Length": asset.bytes.length });
  response.end(asset.bytes);
}

async function answerApi(
  setup: HandlerSetup,
  call: { readonly exchange: Exchange; readonly method: "GET" | "POST"; readonly url: URL },
): Promise<void> {
  const { request, response } = call.exchange;
  // A POST's body is read (JSON only, bounded) before any route: every POST is held to it.
  let body: unknown = undefined;
  if (call.method === "POST") {
    const read = await readJsonBody(request, setup.maxBodyBytes);
    if (!read.ok) {
      if (read.status === 413) response.setHeader("Connection", "close");
      sendError(response, read.status, { code: read.status === 413 ? "STUDIO_TOO_LARGE" : "USAGE", message: read.message });
      return;
    }
    body = read.body;
  }
  const found = findRoute(setup.routes, { method: call.method, path: call.url.pathname });
  if (found.kind !== "found") {
    const [status, message] =
      found.kind === "method"
        ? ([405, `${call.method} is not served at ${call.url.pathname}`] as const)
        : found.kind === "bad-path"
          ? ([400, "a path segment is not valid percent-encoding"] as const)
          : ([404, `nothing is served at ${call.url.pathname}`] as const);
    sendError(response, status, { code: status === 404 ? "STUDIO_NOT_FOUND" : "USAGE", message });
    return;
  }
  const aborted = new AbortController();
  response.on("close", () => {
    aborted.abort();
  });
  const studioRequest = {
    method: call.method,
    path: call.url.pathname,
    match: found.match,
    query: call.url.searchParams,
    body,
    signal: aborted.signal,
  };
  const answer = await found.route.handle(studioRequest, setup.context);
  if ("events" in answer) await sendEvents(response, answer.events, aborted.signal);
  else sendJson(response, answer.status, answer.json);
}
