// The second stage of a request (handle-request.ts): who is calling, the user of its bearer token
// (bearer-tokens.ts; `local` for the token a server run without `--tokens` makes), or `local` for
// anyone with `--no-token`. A request without a known token is answered 401; one with one takes its
// connection out of the pending ones (bounded-server.ts).
import type { IncomingMessage } from "node:http";
import { answerError } from "./answer-error.js";
import { bearerToken, type BearerTokens } from "./bearer-tokens.js";
import { markAuthenticated } from "./bounded-server.js";
import { localUser } from "./http-settings.js";
import type { Exchange } from "./request-stages.js";

/** The caller's user id; undefined when the request was refused (and answered). */
export function authenticate(exchange: Exchange, tokens: BearerTokens | undefined): string | undefined {
  const user = userOf(exchange.req, tokens);
  if (user === undefined) {
    answerError(exchange.res, {
      status: 401,
      code: -32000,
      message: "Unauthorized: send Authorization: Bearer <token> with a token the server was given",
      headers: { "www-authenticate": 'Bearer realm="mcp"' },
    });
    return undefined;
  }
  markAuthenticated(exchange.req.socket);
  return user;
}

function userOf(req: IncomingMessage, tokens: BearerTokens | undefined): string | undefined {
  if (tokens === undefined) return localUser;
  const token = bearerToken(req.headers.authorization);
  return token === undefined ? undefined : tokens.userOf(token);
}
