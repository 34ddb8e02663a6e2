// The checks every request passes before anything else runs, in this order: the Host header
// (403), the Origin header when there is one (403), then the token (401). The one request without
// the token that is answered is the trade of the printed URL's token for the cookie.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendError } from "./answers.js";
import { hasToken, sameToken, tokenCookie } from "./session-token.js";

export interface GateSetup {
  readonly allowHost: (header: string | undefined) => boolean;
  readonly token: { readonly value: string; readonly cookie: string };
}

/** True when the request may go on; otherwise the refusal is sent. */
export function passGate(
  setup: GateSetup,
  exchange: { readonly request: IncomingMessage; readonly response: ServerResponse },
): boolean {
  const { request, response } = exchange;
  const host = request.headers.host;
  if (host === undefined || !setup.allowHost(host)) {
    sendError(response, 403, { code: "STUDIO_FORBIDDEN", message: "the Host header does not name this studio" });
    return false;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host.toLowerCase()}`) {
    sendError(response, 403, { code: "STUDIO_FORBIDDEN", message: "a request from another origin" });
    return false;
  }
  const url = new URL(request.url ?? "/", "http://studio.invalid");
  const given = url.searchParams.get("token");
  if (request.method === "GET" && url.pathname === "/" && given !== null) {
    if (!sameToken(given, setup.token.value)) {
      sendError(response, 401, { code: "STUDIO_UNAUTHORIZED", message: "the token is not this studio's" });
      return false;
    }
    // The trade: the cookie, then the page without the token in its address (nor in history).
    response.writeHead(303, { Location: "/", "Set-Cookie": tokenCookie(setup.token) });
    response.end();
    return false;
  }
  if (!hasToken(request, setup.token)) {
    sendError(response, 401, { code: "STUDIO_UNAUTHORIZED", message: "open the URL the studio printed (it carries the token)" });
    return false;
  }
  return true;
}
