// A path of a request (handle-request.ts), 2026-07-28 era: the request goes to the SDK's stateless
// handler, which makes a fresh server for it for the user of the bearer token (its `authInfo`); each
// such request declares its client itself. Older requests never reach the handler.
import { createMcpHandler, type McpHttpHandler } from "@modelcontextprotocol/server";
import { localUser } from "./http-settings.js";
import type { AdmittedRequest, Exchange } from "./request-stages.js";
import type { HttpServeOptions } from "./serve-over-http.js";
import { sendResponse, webRequest } from "./web-exchange.js";

/** The SDK's handler of 2026-07-28 requests, made once by `serveOverHttp`. */
export function modernHandler(options: HttpServeOptions): McpHttpHandler {
  return createMcpHandler(
    ({ authInfo }) => options.createServer({ user: authInfo?.clientId ?? localUser, client: undefined, era: "modern" }),
    {
      legacy: "reject",
      maxRequestBodySize: options.maxBody,
      onerror: (error) => {
        options.log(error.message);
      },
    },
  );
}

/** Answers `request` through `modern`, the SDK's handler. */
export async function serveThroughSdk(exchange: Exchange, request: AdmittedRequest, modern: McpHttpHandler): Promise<void> {
  const authInfo = { token: "", clientId: request.user, scopes: [] };
  const response = await modern.fetch(webRequest(exchange.req, request.body), { authInfo, parsedBody: request.message });
  await sendResponse(exchange.res, response, { bounds: request.bounds });
}
