// A path of a request (handle-request.ts), 2025 era: a request its caller's direct calls did not take
// (legacy-direct-advance.ts) is answered by a fresh server and SDK transport of its own, closed once
// the answer is sent. The server never saw the client's `initialize`: it is replayed from the client's
// declaration; its own requests to the client (elicitation) go out, and their answers come back,
// through the mailbox (routed-transport.ts). An `initialize` is answered with our `mcp-session-id`,
// which carries the client's declaration to any instance (client-declaration.ts).
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { sessionIdOf } from "./client-declaration.js";
import { userKey } from "./mailbox.js";
import { closeQuietly } from "./quiet-close.js";
import type { Exchange, LegacyRequest, Serving } from "./request-stages.js";
import { RoutedTransport } from "./routed-transport.js";
import { sendResponse, webRequest } from "./web-exchange.js";

/** How long an answer to the server's own request may take by default. */
const defaultAnswerWaitMs = 10 * 60_000;

/** Answers `request` with a fresh server made for its user and client, then closes it. */
export async function serveWithFreshServer(exchange: Exchange, request: LegacyRequest, serving: Serving): Promise<void> {
  const { options } = serving;
  const { client, initializing } = request;
  const server = await options.createServer({ user: request.user, client, era: "legacy" });
  // No sessionIdGenerator: stateless; the mcp-session-id we send is our own (client-declaration.ts).
  const web = new WebStandardStreamableHTTPServerTransport({});
  const transport = new RoutedTransport(web, {
    mailbox: serving.mailbox,
    instanceId: serving.instanceId,
    user: userKey(request.user),
    waitMs: options.answerWaitMs ?? defaultAnswerWaitMs,
  });
  server.server.onerror = (error) => {
    options.log(error.message);
  };
  try {
    await server.connect(transport);
    if (!initializing && client !== undefined) transport.introduce(client);
    const response = await web.handleRequest(webRequest(exchange.req, request.body), { parsedBody: request.message });
    await sendResponse(exchange.res, response, {
      extraHeaders: initializing && response.ok ? { "mcp-session-id": sessionIdOf(client ?? { protocolVersion: "" }) } : {},
      bounds: request.bounds,
    });
  } finally {
    await closeQuietly(server);
  }
}
